/**
 * The board's columns: a task's state by its progress (seed 1 §3 gives a task progress 0–100 and no status),
 * so moving a card changes its progress: To do is 0, Done is 100, In progress anything between.
 */
export const BOARD_COLUMNS = [
  { id: 'todo', title: 'To do' },
  { id: 'doing', title: 'In progress' },
  { id: 'done', title: 'Done' },
] as const
export type BoardColumnId = (typeof BOARD_COLUMNS)[number]['id']

export function columnOf(progress: number): BoardColumnId {
  if (progress <= 0) return 'todo'
  return progress >= 100 ? 'done' : 'doing'
}

/**
 * The progress a task gets when it is moved to `column`: a task already under way keeps its progress; one just
 * started is 10%, one reopened from Done 90%.
 */
export function progressForColumn(column: BoardColumnId, progress: number): number {
  if (column === 'todo') return 0
  if (column === 'done') return 100
  if (progress > 0 && progress < 100) return progress
  return progress >= 100 ? 90 : 10
}

export const columnTitle = (column: BoardColumnId): string =>
  BOARD_COLUMNS.find((c) => c.id === column)?.title ?? column
