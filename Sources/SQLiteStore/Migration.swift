/// One step of a database's schema history, identified by the version it brings the database to.
///
/// Steps are applied in order, each in its own transaction together with the new version number, so a step
/// either happens completely or not at all. Never change a step that has shipped: add a new one.
///
/// ```swift
/// static let migrations = [
///   Migration(version: 1, sql: "CREATE TABLE question (id INTEGER PRIMARY KEY, prompt TEXT NOT NULL);"),
///   Migration(version: 2) { db in
///     try db.execute("ALTER TABLE question ADD COLUMN topic TEXT NOT NULL DEFAULT 'basics'")
///     try db.run("UPDATE question SET topic = ? WHERE prompt LIKE '%optional%'", ["optionals"])
///   },
/// ]
/// ```
public struct Migration: Sendable {
  /// The `user_version` the database has once this step is applied; at least 1, increasing along the list.
  public let version: Int
  let apply: @Sendable (Database) throws -> Void

  /// A step that runs an SQL script, which may hold several statements.
  public init(version: Int, sql: String) {
    self.init(version: version) { try $0.execute(sql) }
  }

  /// A step that runs Swift code, for changes that move data as well as schema.
  ///
  /// Foreign keys are not enforced while steps run, so a table can be rebuilt (create the new one, copy, drop
  /// the old one, rename) as SQLite recommends; the step fails if it leaves a foreign key broken.
  public init(version: Int, _ apply: @escaping @Sendable (Database) throws -> Void) {
    self.version = version
    self.apply = apply
  }
}
