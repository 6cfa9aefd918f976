import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { MasterGroup, ResumeWithOwnership } from '@/api/resumes/resume-record'
import {
  editResumeCaches,
  promoteEdit,
  promoteInGroups,
  promoteInList,
  removeEdit,
  removeFromGroups,
  restoreResumeCaches,
} from './resume-optimistic'
import { patchCachedResumes } from './resume-cache'

type Row = { id: string; parentId: string | null; isMaster: boolean; name: string }
const row = (id: string, parentId: string | null = null, isMaster = false): Row => ({
  id,
  parentId,
  isMaster,
  name: id,
})

describe('promote, optimistically', () => {
  it('makes the variation the head and master, its old head and siblings its variations', () => {
    const list = [row('m', null, true), row('a', 'm'), row('b', 'm'), row('solo')]
    expect(promoteInList(list, 'a')).toEqual([
      row('m', 'a', false),
      row('a', null, true),
      row('b', 'a'),
      row('solo'),
    ])
  })

  it('changes nothing for a resume without a parent', () => {
    const list = [row('m', null, true)]
    expect(promoteInList(list, 'm')).toEqual(list)
  })

  it('reshapes master groups the same way', () => {
    const asItem = (r: Row) => r as unknown as ResumeWithOwnership
    const groups: MasterGroup[] = [
      {
        masterResume: asItem(row('m', null, true)),
        variations: [asItem(row('a', 'm')), asItem(row('b', 'm'))],
      },
    ]
    const [group] = promoteInGroups(groups, 'b')
    expect(group?.masterResume).toMatchObject({ id: 'b', isMaster: true, parentId: null })
    expect(group?.variations.map((v) => [v.id, v.parentId, v.isMaster])).toEqual([
      ['m', 'b', false],
      ['a', 'b', false],
    ])
  })
})

describe('delete, optimistically', () => {
  it('drops a group head with its variations', () => {
    const asItem = (r: Row) => r as unknown as ResumeWithOwnership
    const groups: MasterGroup[] = [
      { masterResume: asItem(row('m', null, true)), variations: [asItem(row('a', 'm'))] },
      { masterResume: asItem(row('solo')), variations: [] },
    ]
    expect(removeFromGroups(groups, new Set(['m'])).map((g) => g.masterResume.id)).toEqual(['solo'])
    expect(removeFromGroups(groups, new Set(['a']))[0]?.variations).toEqual([])
  })

  it('edits every cached list and puts them back from the snapshot', async () => {
    const queryClient = new QueryClient()
    const list = [row('m', null, true), row('a', 'm')]
    const page = { items: [row('m', null, true)], total: 1 }
    queryClient.setQueryData(['resumes', 'mine', 'u', 'ownership'], list)
    queryClient.setQueryData(['resumes', 'public', 'u', { page: 1, limit: 12 }], page)
    const snapshot = await editResumeCaches(queryClient, removeEdit(new Set(['m'])))
    expect(queryClient.getQueryData(['resumes', 'mine', 'u', 'ownership'])).toEqual([])
    expect(
      queryClient.getQueryData<typeof page>(['resumes', 'public', 'u', { page: 1, limit: 12 }])?.items,
    ).toEqual([])
    restoreResumeCaches(queryClient, snapshot)
    expect(queryClient.getQueryData(['resumes', 'mine', 'u', 'ownership'])).toEqual(list)
    await editResumeCaches(queryClient, promoteEdit('a'))
    expect(queryClient.getQueryData<Row[]>(['resumes', 'mine', 'u', 'ownership'])?.[1]).toMatchObject({
      id: 'a',
      isMaster: true,
    })
  })
})

describe('patchCachedResumes', () => {
  it('patches the resume wherever it is cached, leaving other queries untouched', () => {
    const queryClient = new QueryClient()
    const other = [row('x')]
    queryClient.setQueryData(['resumes', 'detail', 'a', 'u'], { ...row('a'), privacy: 'public' })
    queryClient.setQueryData(
      ['resumes', 'mine', 'u', 'groups'],
      [
        {
          masterResume: { ...row('m'), privacy: 'public' },
          variations: [{ ...row('a', 'm'), privacy: 'public' }],
        },
      ],
    )
    queryClient.setQueryData(['resumes', 'user', 'u2', 'u'], { resumes: other, total: 1 })
    const before = queryClient.getQueryData(['resumes', 'user', 'u2', 'u'])
    patchCachedResumes(queryClient, 'a', (resume) => ({ ...resume, privacy: 'private' }))
    expect(queryClient.getQueryData(['resumes', 'detail', 'a', 'u'])).toMatchObject({ privacy: 'private' })
    expect(
      queryClient.getQueryData<{ variations: { privacy: string }[] }[]>([
        'resumes',
        'mine',
        'u',
        'groups',
      ])?.[0]?.variations[0]?.privacy,
    ).toBe('private')
    expect(queryClient.getQueryData(['resumes', 'user', 'u2', 'u'])).toBe(before)
  })
})
