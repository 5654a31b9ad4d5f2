/**
 * Group commit: rows handed in while a write is under way wait for the next one, and each write puts
 * everything waiting into one INSERT. Each caller's promise settles only when the statement holding
 * its row has committed (or failed), so nothing acknowledged is lost and concurrent receipts share a
 * round trip instead of queueing for one each.
 */
export type WriteBatch<Row> = (rows: Row[]) => Promise<void>

interface Waiting<Row> {
  row: Row
  resolve: () => void
  reject: (error: unknown) => void
}

export class GroupCommit<Row> {
  private waiting: Waiting<Row>[] = []
  private writing = false

  constructor(
    private readonly write: WriteBatch<Row>,
    private readonly maxBatch = 500,
  ) {}

  /** Resolves once `row` is committed; rejects with the write's error when its batch failed. */
  add(row: Row): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ row, resolve, reject })
      if (!this.writing) void this.drain()
    })
  }

  private async drain(): Promise<void> {
    this.writing = true
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.maxBatch)
        try {
          await this.write(batch.map(item => item.row))
          for (const item of batch) item.resolve()
        } catch (error) {
          for (const item of batch) item.reject(error)
        }
      }
    } finally {
      this.writing = false
    }
  }
}
