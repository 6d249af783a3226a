// Apps import EaselGTK alone: it brings Easel's views along with the desktop host that runs them.
@_exported import Easel
