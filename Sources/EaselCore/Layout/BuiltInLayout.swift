import Foundation

/// The built-in stack layouts, which place every subview themselves and pass on no guide of a fraction, so their
/// node does less work for them.
protocol BuiltInLayout {}
