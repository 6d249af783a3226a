import CrashProbe
import Foundation
import Testing

/// The campaign's workers survive a crash: `easel-fuzz --planted-crash` plays into a screen that traps when its
/// "Fire" button is pressed after its "Arm" button. The campaign must name the crash, shrink the stream to the
/// presses that cause it, finish the other streams, and fail.
@Suite struct CampaignCrashTests {
  @Test func aCrashingStreamIsCaughtInAWorkerAndShrunk() async throws {
    let campaign = try CrashProbe(named: "easel-fuzz")
    try #require(campaign.isBuilt, "easel-fuzz is not built: \(campaign.executable.path)")
    let process = Process()
    process.executableURL = campaign.executable
    process.arguments = ["--planted-crash", "--streams", "60", "--inputs", "0", "--kills", "0", "--jobs", "2"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let table = await Task.detached {
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    .value
    process.waitUntilExit()

    #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(table)")
    #expect(table.contains("| Planted: event streams"), "\(table)")
    #expect(table.contains("Planted ▸ crash"), "\(table)")
    #expect(table.contains("the process crashed: signal"), "\(table)")
    // The backtracer's words reach the table: what failed, and the line of code where.
    #expect(table.contains("Fatal error: the planted crash"), "\(table)")
    #expect(table.contains("FuzzScreens+PlantedCrash.swift:"), "\(table)")
    // "shrunk from N to M events": the arming press and the firing one, whatever their kind.
    let shrunk = try #require(table.firstRange(of: /shrunk from \d+ to (\d+) events/), "\(table)")
    let length = try #require(Int(table[shrunk].split(separator: " ")[4]))
    #expect(length <= 3, "\(table)")
  }
}
