/**
 * A whole unmasked WebSocket text frame (RFC 6455 §5.2: FIN, opcode 1, the payload's length, the payload),
 * as a server sends it. Built once for a frame that goes to many clients, so each receiver costs one write
 * of the same bytes rather than its own framing.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, header, 'utf8');
  return frame;
}
