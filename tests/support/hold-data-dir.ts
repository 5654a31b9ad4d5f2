/** `bun tests/support/hold-data-dir.ts DIR`: holds an embedded data folder as the server does, prints `held`, and waits to be killed. */
import { hold } from '../../api/src/server/data-dir-lock.ts'

hold(process.argv[2])
console.log('held')
setInterval(() => {}, 60_000)
