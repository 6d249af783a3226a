/// The CRC-32 of ISO 3309 and ITU-T V.42 (reflected polynomial 0xEDB88320), which every PNG chunk ends with.
enum CRC32 {
  /// The remainder of each byte value, so a checksum takes one table look-up per byte instead of eight shifts.
  private static let table: [UInt32] = (0..<256).map { byte in
    var remainder = UInt32(byte)
    for _ in 0..<8 {
      remainder = remainder & 1 == 1 ? 0xEDB8_8320 ^ (remainder >> 1) : remainder >> 1
    }
    return remainder
  }

  /// The checksum of `bytes`; pass a previous checksum as `continuing` to go on with more bytes.
  static func checksum(_ bytes: some Sequence<UInt8>, continuing previous: UInt32 = 0) -> UInt32 {
    var crc = ~previous
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return ~crc
  }
}
