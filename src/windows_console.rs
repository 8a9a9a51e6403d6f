//! The release build on Windows is a GUI program (no console window opens behind the app
//! when it is started from the Start menu). Run from a terminal with arguments, it borrows
//! that terminal's console, so the command line prints as it does elsewhere.

use std::ffi::c_void;

type Handle = *mut c_void;

const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
const STD_OUTPUT_HANDLE: u32 = -11i32 as u32;
const STD_ERROR_HANDLE: u32 = -12i32 as u32;
const GENERIC_READ_WRITE: u32 = 0x8000_0000 | 0x4000_0000;
const FILE_SHARE_READ_WRITE: u32 = 0x1 | 0x2;
const OPEN_EXISTING: u32 = 3;

#[link(name = "kernel32")]
unsafe extern "system" {
    fn AttachConsole(process_id: u32) -> i32;
    fn GetStdHandle(which: u32) -> Handle;
    fn SetStdHandle(which: u32, handle: Handle) -> i32;
    fn CreateFileW(
        name: *const u16,
        access: u32,
        share: u32,
        security: *mut c_void,
        disposition: u32,
        flags: u32,
        template: Handle,
    ) -> Handle;
}

fn unset(handle: Handle) -> bool {
    handle.is_null() || handle as isize == -1
}

/// Output already redirected (to a file or a pipe) is left as it is; otherwise the parent's
/// console, if it has one, receives standard output and errors. Without one (started from
/// the Start menu) nothing happens.
pub fn attach_to_parent_console() {
    // SAFETY: plain Win32 calls; the only pointer passed is the NUL-terminated "CONOUT$"
    // below, alive for the call, and every handle returned is checked before it is used.
    unsafe {
        let out_unset = unset(GetStdHandle(STD_OUTPUT_HANDLE));
        let err_unset = unset(GetStdHandle(STD_ERROR_HANDLE));
        if !(out_unset || err_unset) || AttachConsole(ATTACH_PARENT_PROCESS) == 0 {
            return;
        }
        let name: Vec<u16> = "CONOUT$".encode_utf16().chain([0]).collect();
        let console = CreateFileW(
            name.as_ptr(),
            GENERIC_READ_WRITE,
            FILE_SHARE_READ_WRITE,
            std::ptr::null_mut(),
            OPEN_EXISTING,
            0,
            std::ptr::null_mut(),
        );
        if unset(console) {
            return;
        }
        if out_unset {
            SetStdHandle(STD_OUTPUT_HANDLE, console);
        }
        if err_unset {
            SetStdHandle(STD_ERROR_HANDLE, console);
        }
    }
}
