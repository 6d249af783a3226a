import SQLiteStore

/// The steps of parSta!'s database schema. Each is applied once, in its own transaction; never edit a released step,
/// add a new one.
enum ParstaSchema {
  static let migrations: [Migration] = [
    Migration(
      version: 1,
      sql: """
        CREATE TABLE profile (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          nickname TEXT NOT NULL,
          avatar TEXT NOT NULL,
          xp INTEGER NOT NULL DEFAULT 0,
          created_at REAL NOT NULL
        );
        CREATE TABLE questions (
          id TEXT PRIMARY KEY,
          topic TEXT NOT NULL,
          difficulty INTEGER NOT NULL,
          kind TEXT NOT NULL,
          prompt_en TEXT NOT NULL,
          prompt_ko TEXT NOT NULL,
          code TEXT,
          answer INTEGER NOT NULL,
          explanation_en TEXT NOT NULL,
          explanation_ko TEXT NOT NULL,
          book TEXT NOT NULL,
          chapter TEXT NOT NULL
        );
        CREATE TABLE choices (
          question_id TEXT NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          text_en TEXT NOT NULL,
          text_ko TEXT NOT NULL,
          why_en TEXT NOT NULL,
          why_ko TEXT NOT NULL,
          PRIMARY KEY (question_id, position)
        );
        CREATE TABLE daily_quizzes (
          day TEXT PRIMARY KEY,
          question_ids TEXT NOT NULL,
          completed_at REAL,
          score INTEGER,
          xp INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE attempts (
          id INTEGER PRIMARY KEY,
          question_id TEXT NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
          day TEXT NOT NULL,
          answered_at REAL NOT NULL,
          choice INTEGER NOT NULL,
          correct INTEGER NOT NULL,
          practice INTEGER NOT NULL
        );
        CREATE INDEX attempts_by_day ON attempts(day);
        """),
    Migration(
      version: 2,
      sql: """
        CREATE TABLE review_boxes (
          question_id TEXT PRIMARY KEY REFERENCES questions(id) ON DELETE CASCADE,
          box INTEGER NOT NULL,
          due_day TEXT NOT NULL
        );
        CREATE TABLE flags (
          id INTEGER PRIMARY KEY,
          question_id TEXT NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
          note TEXT NOT NULL,
          created_at REAL NOT NULL
        );
        CREATE TABLE lesson_reads (
          lesson_id TEXT PRIMARY KEY,
          day TEXT NOT NULL,
          read_at REAL NOT NULL,
          xp INTEGER NOT NULL
        );
        CREATE TABLE xp_events (
          id INTEGER PRIMARY KEY,
          day TEXT NOT NULL,
          amount INTEGER NOT NULL,
          reason TEXT NOT NULL,
          at REAL NOT NULL
        );
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        """),
    // The Swift version a question needs, shown as a badge in the quiz.
    Migration(
      version: 3,
      sql: """
        ALTER TABLE questions ADD COLUMN swift_version TEXT;
        DELETE FROM meta WHERE key = 'content';
        """),
  ]
}
