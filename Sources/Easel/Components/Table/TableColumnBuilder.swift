import Foundation

/// Builds a table's columns.
@resultBuilder @MainActor
public enum TableColumnBuilder<RowValue: Identifiable> {
  public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] { [column] }
  public static func buildBlock(_ columns: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] {
    columns.flatMap { $0 }
  }
  public static func buildOptional(_ columns: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] { columns ?? [] }
  public static func buildEither(first columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
  public static func buildEither(second columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
}
