/** A growing little-endian buffer for the .sav writer. */
export class ByteWriter {
  private buffer: Buffer;
  private length = 0;

  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  reserve(bytes: number): number {
    if (this.length + bytes > this.buffer.length) {
      const next = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
      this.buffer.copy(next, 0, 0, this.length);
      this.buffer = next;
    }
    const at = this.length;
    this.length += bytes;
    return at;
  }

  int32(value: number) {
    const at = this.reserve(4);
    this.buffer.writeInt32LE(value, at);
  }

  uint8(value: number) {
    const at = this.reserve(1);
    this.buffer[at] = value;
  }

  float64(value: number) {
    const at = this.reserve(8);
    this.buffer.writeDoubleLE(value, at);
  }

  zeros(count: number) {
    const at = this.reserve(count);
    this.buffer.fill(0, at, at + count);
  }

  /** UTF-8, space-padded (or cut) to exactly `size` bytes. */
  text(value: string, size: number) {
    const at = this.reserve(size);
    this.buffer.fill(0x20, at, at + size);
    this.buffer.write(value, at, size, 'utf8');
  }

  bytes(source: Buffer, start = 0, end = source.length) {
    const at = this.reserve(end - start); // before reading this.buffer: reserving may replace it
    if (end - start > 64) source.copy(this.buffer, at, start, end);
    else for (let i = start; i < end; i++) this.buffer[at + i - start] = source[i] as number; // cheaper than a native call
  }

  result(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}
