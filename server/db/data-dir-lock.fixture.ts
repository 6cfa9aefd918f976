// A second process for the lock tests (data-dir-lock.test.ts), run as `node --import tsx <this file> hold <dir>` or `… race`:
// hold  takes the lock, prints "locked", and keeps it until killed (kill -9 leaves the lock file behind);
// race  prints "ready", then per line on stdin: "go <dir>" tries to take <dir> and prints {"won":…,"holderPid":…};
//       "release" gives up what it won and prints "released". A winner keeps its lock until then, so every
//       contender of a round meets it. Many rounds in one process make a lost race likely to show.
import { createInterface } from 'node:readline'
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock'

const [mode, dir] = process.argv.slice(2)
if (mode !== 'race' && !(mode === 'hold' && dir)) {
  console.error('usage: data-dir-lock.fixture.ts hold <dir> | race')
  process.exit(2)
}

if (mode === 'hold' && dir) {
  acquireDataDirLock(dir)
  console.log('locked')
  setInterval(() => {}, 60_000)
} else {
  const won: DataDirLock[] = []
  console.log('ready')
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, target] = line.trim().split(' ')
    if (command === 'release') {
      for (const lock of won.splice(0)) lock.release()
      console.log('released')
    } else if (command === 'go' && target) {
      try {
        won.push(acquireDataDirLock(target))
        console.log(JSON.stringify({ won: true }))
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error
        console.log(JSON.stringify({ won: false, holderPid: error.holder.pid }))
      }
    }
  }
}
