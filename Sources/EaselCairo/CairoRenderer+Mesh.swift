import CGtk
import Easel
import Foundation

extension CairoRenderer {
  /// A Cairo mesh pattern of `mesh`'s cells: each a patch with straight edges whose corners take the points'
  /// colours, which Cairo blends bilinearly across the patch. The caller destroys it.
  static func meshPattern(_ mesh: Paint.Mesh) -> OpaquePointer {
    let pattern = cairo_pattern_create_mesh()!
    for cell in mesh.cells {
      cairo_mesh_pattern_begin_patch(pattern)
      let start = mesh.points[cell[0]]
      cairo_mesh_pattern_move_to(pattern, start.x, start.y)
      for corner in cell.dropFirst() {
        let point = mesh.points[corner]
        cairo_mesh_pattern_line_to(pattern, point.x, point.y)
      }
      for (corner, index) in cell.enumerated() {
        let color = mesh.colors[index]
        cairo_mesh_pattern_set_corner_color_rgba(
          pattern, UInt32(corner), Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    return pattern
  }

  /// Fills the context's current path with `mesh`: its background, then its cells over it.
  static func fillMesh(_ mesh: Paint.Mesh, in context: OpaquePointer) {
    let background = mesh.background
    if background.opacity > 0 {
      cairo_set_source_rgba(
        context, Double(background.red), Double(background.green), Double(background.blue), Double(background.opacity))
      cairo_fill_preserve(context)
    }
    let pattern = meshPattern(mesh)
    cairo_set_source(context, pattern)
    cairo_pattern_destroy(pattern)
    cairo_fill(context)
  }
}
