import CX11
import WindowInterface

/// The keysym Xlib gives a name (`XStringToKeysym`, no display needed): the independent reference
/// for the keysyms the keyboard map's tests press; 0 for a name that is no keysym.
func keysym(_ name: String) -> Keysym { Keysym(rawValue: UInt32(XStringToKeysym(name))) }
