/** `npm run sdk:types`: regenerates sdk/src/generated/ from what the service serves, for both variants. */
import { writeFileSync } from 'node:fs'
import { generatedFile, generatedFiles, servedBy } from './openapi-types.ts'

const files = await generatedFiles({ nested: await servedBy('nested'), column: await servedBy('column') })
for (const [name, text] of Object.entries(files)) {
  writeFileSync(generatedFile(name), text)
  console.log(`wrote sdk/src/generated/${name} (${text.split('\n').length} lines)`)
}
