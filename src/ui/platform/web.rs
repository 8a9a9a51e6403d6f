//! The browser: its storage (IndexedDB), a file input for picking, a download for saving, the page's
//! clock, and the Screen Wake Lock.

use super::{FileKind, PickedFile, PlatformError, kilobytes};
use crate::store::browser::BrowserStorage;
use crate::store::files::MAX_FILE_BYTES;
use crate::store::storage::SharedStorage;
use iced::futures::StreamExt as _;
use iced::futures::channel::oneshot;
use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use wasm_bindgen::JsCast as _;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;

/// Said when the browser keeps nothing.
pub fn no_storage() -> String {
    crate::t!("app-no-storage-browser")
}

/// A game was shared, and this browser keeps nothing for the page.
pub fn shared_but_no_storage() -> String {
    crate::t!("app-shared-no-storage-browser")
}

pub fn storage() -> Result<SharedStorage, PlatformError> {
    BrowserStorage::open()
        .map(|s| Arc::new(s) as SharedStorage)
        .map_err(PlatformError::from)
}

/// Waits until the browser has every write so far (IndexedDB writes behind the app).
pub async fn storage_committed() -> Result<(), PlatformError> {
    Ok(crate::store::browser::committed().await?)
}

pub fn now_secs() -> u64 {
    let ms = js_sys::Date::now();
    if ms.is_finite() && ms > 0.0 {
        (ms / 1000.0) as u64
    } else {
        0
    }
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// A file input, clicked for the player (the tap that asked for it still counts as the
/// page's user gesture). `None` when the player cancels.
pub async fn pick(_title: String, kind: FileKind) -> Option<PickedFile> {
    let document = document()?;
    let input: web_sys::HtmlInputElement =
        document.create_element("input").ok()?.dyn_into().ok()?;
    input.set_type("file");
    let accept: Vec<String> = kind
        .extensions()
        .iter()
        .map(|e| format!(".{e}"))
        .chain(std::iter::once(kind.mime().to_string()))
        .collect();
    input.set_accept(&accept.join(","));
    let (sender, chosen) = oneshot::channel::<Option<web_sys::File>>();
    let sender = Rc::new(RefCell::new(Some(sender)));
    let answer = |sender: &Rc<RefCell<Option<oneshot::Sender<Option<web_sys::File>>>>>,
                  file: Option<web_sys::File>| {
        if let Some(s) = sender.borrow_mut().take() {
            let _ = s.send(file);
        }
    };
    let on_change = {
        let (sender, input) = (sender.clone(), input.clone());
        Closure::<dyn FnMut()>::new(move || {
            answer(&sender, input.files().and_then(|f| f.get(0)));
        })
    };
    let on_cancel = {
        let sender = sender.clone();
        Closure::<dyn FnMut()>::new(move || answer(&sender, None))
    };
    input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    let _ = input.add_event_listener_with_callback("cancel", on_cancel.as_ref().unchecked_ref());
    // In the page while it is open (some browsers only open a picker for an input that is),
    // out of sight.
    let _ = input.set_attribute("style", "display: none");
    if let Some(body) = document.body() {
        let _ = body.append_child(&input);
    }
    input.click();
    let file = chosen.await.ok().flatten();
    input.remove();
    drop((on_change, on_cancel));
    let file = file?;
    let name = file.name();
    if file.size() > MAX_FILE_BYTES as f64 {
        return Some(PickedFile {
            name,
            text: Err(PlatformError::FileTooLarge),
        });
    }
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or(PlatformError::BrowserCannotRead);
    Some(PickedFile { name, text })
}

/// On a phone that shares files, hands the bytes to its share sheet (after the tap that
/// asked for them); elsewhere, or where the browser refuses the share, offers them as a
/// download (the browser's Downloads, or its "save as" where the player asked for one).
pub async fn save(
    name: String,
    bytes: Vec<u8>,
    kind: FileKind,
    _folder: Option<PathBuf>,
) -> Result<String, PlatformError> {
    let size = kilobytes(bytes.len());
    match share_file(&bytes, &name, kind.mime())
        .await
        .as_string()
        .as_deref()
    {
        Some("shared") => {
            return Ok(crate::t!(
                "app-shared-file",
                name = name.as_str(),
                size = size
            ));
        }
        Some("cancelled") => return Err(PlatformError::ShareCancelled),
        _ => {}
    }
    download(name, bytes, kind)
}

fn download(name: String, bytes: Vec<u8>, kind: FileKind) -> Result<String, PlatformError> {
    let refused = |_| PlatformError::DownloadRefused;
    let document = document().ok_or(PlatformError::NoPage)?;
    let data = js_sys::Uint8Array::from(bytes.as_slice());
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type(kind.mime());
    let blob =
        web_sys::Blob::new_with_u8_array_sequence_and_options(&js_sys::Array::of1(&data), &bag)
            .map_err(refused)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(refused)?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(refused)?
        .dyn_into()
        .map_err(|_| PlatformError::DownloadRefused)?;
    link.set_href(&url);
    link.set_download(&name);
    link.click();
    // The download has its own copy once started; the link's URL is freed a minute on.
    if let Some(window) = web_sys::window() {
        let free = Closure::once_into_js(move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        });
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(free.unchecked_ref(), 60_000);
    }
    Ok(crate::t!(
        "app-downloaded",
        name = name.as_str(),
        size = kilobytes(bytes.len())
    ))
}

/// As [`save`]; a download has no path the app can open.
pub async fn save_at(
    name: String,
    bytes: Vec<u8>,
    kind: FileKind,
    folder: Option<PathBuf>,
) -> Result<(String, Option<PathBuf>), PlatformError> {
    save(name, bytes, kind, folder)
        .await
        .map(|said| (said, None))
}

/// A browser keeps no data folder to write into: its files are downloads.
pub fn save_into(
    _folder: &std::path::Path,
    _name: &str,
    _bytes: &[u8],
) -> Result<(String, Option<PathBuf>), PlatformError> {
    Err(PlatformError::NoFolderInBrowser)
}

/// The browser opens its downloads itself.
pub async fn open(path: PathBuf) -> Result<String, PlatformError> {
    Err(PlatformError::OpenFromDownloads { path })
}

#[wasm_bindgen(inline_js = "
let sentinel = null;
let wanted = false;
// A lock granted and let go at once while the page is shown: some iOS versions do this for
// apps added to the Home Screen (WebKit bug 254545). Said once, and not asked for again.
let dropped = false;
let tell_dropped = null;
async function lock() {
  if (!wanted || sentinel || dropped || !('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
  try {
    const granted = performance.now();
    sentinel = await navigator.wakeLock.request('screen');
    sentinel.addEventListener('release', () => {
      sentinel = null;
      if (wanted && document.visibilityState === 'visible' && performance.now() - granted < 2000) {
        dropped = true;
        if (tell_dropped) tell_dropped();
      }
    });
  } catch (_) { sentinel = null; }
}
export function wake_lock_dropped() { return dropped; }
export function when_wake_lock_dropped(tell) {
  if (dropped) { tell(); return; }
  tell_dropped = tell;
}
// A phone's share sheet for a file made after a tap (Files, AirDrop, Drive, a messenger):
// 'shared', 'cancelled', or '' where this browser shares no files (a download then).
export async function share_file(bytes, name, type) {
  if (!navigator.canShare || !matchMedia('(pointer: coarse)').matches) return '';
  const file = new File([bytes], name, { type });
  if (!navigator.canShare({ files: [file] })) return '';
  try { await navigator.share({ files: [file], title: name }); return 'shared'; }
  catch (e) { return e && e.name === 'AbortError' ? 'cancelled' : ''; }
}
document.addEventListener('visibilitychange', lock);
export function keep_screen_awake(on) {
  wanted = on;
  if (on) { lock(); } else if (sentinel) { sentinel.release(); sentinel = null; }
}
export function has_wake_lock() {
  return 'wakeLock' in navigator;
}
// The screen-reader page (index.html's window.pnpListen; listen.js draws it).
export function when_listener_speaks(tell) {
  if (window.pnpListen) window.pnpListen.connect(tell);
}
export function show_listening(page) {
  if (window.pnpListen) window.pnpListen.show(page);
}
export function when_update_ready(tell) {
  if (!window.pnpUpdate) return;
  if (window.pnpUpdate.ready) { tell(); return; }
  window.pnpUpdate.notify = tell;
}
export function apply_update() {
  if (window.pnpUpdate) window.pnpUpdate.apply();
}
// Installed to the home screen (1) and the browser's promise to keep the data (2).
export async function keep_data() {
  const installed = window.matchMedia('(display-mode: standalone)').matches
    || navigator.standalone === true;
  let persisted = false;
  try {
    if (navigator.storage && navigator.storage.persist) {
      persisted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
    }
  } catch (_) {}
  return (installed ? 1 : 0) | (persisted ? 2 : 0);
}
// The phone's keyboard: a hidden input over the focused field takes what is typed, and each
// change to its text becomes key presses on the canvas (Backspaces for what went, the
// characters that came), so composing, autocorrect and pasting all arrive as typing.
let keyboard_input = null;
let keyboard_text = '';
let keyboard_wanted = false;
const PASSED_ON = new Set(['Enter', 'Tab', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp',
  'ArrowDown', 'Home', 'End', 'Delete']);
function press(key, shift) {
  const canvas = document.querySelector('canvas');
  if (!canvas) return;
  const code = key.length === 1 ? '' : key;
  for (const type of ['keydown', 'keyup']) {
    canvas.dispatchEvent(new KeyboardEvent(type, { key, code, shiftKey: !!shift, bubbles: true, cancelable: true }));
  }
}
function typed() {
  const was = Array.from(keyboard_text), now = Array.from(keyboard_input.value);
  let same = 0;
  while (same < was.length && same < now.length && was[same] === now[same]) same++;
  for (let i = same; i < was.length; i++) press('Backspace');
  for (const ch of now.slice(same)) press(ch);
  keyboard_text = keyboard_input.value;
}
function hidden_input() {
  if (keyboard_input) return keyboard_input;
  keyboard_input = document.createElement('input');
  keyboard_input.type = 'text';
  keyboard_input.autocomplete = 'off';
  keyboard_input.spellcheck = false;
  keyboard_input.setAttribute('autocapitalize', 'sentences');
  keyboard_input.setAttribute('aria-label', 'Text field');
  keyboard_input.id = 'soft-keyboard';
  // Invisible, yet a real field where the app's field is drawn: the browser opens its
  // keyboard for it and pans the page to it. 16px: iOS zooms into smaller text.
  keyboard_input.style.cssText = 'position:fixed;opacity:0;border:0;padding:0;margin:0;font-size:16px;'
    + 'color:transparent;background:transparent;caret-color:transparent;pointer-events:none;z-index:-1';
  keyboard_input.addEventListener('input', typed);
  keyboard_input.addEventListener('keydown', (e) => {
    if (!PASSED_ON.has(e.key)) return;
    e.preventDefault();
    press(e.key, e.shiftKey);
  });
  document.body.appendChild(keyboard_input);
  // Some phones open a keyboard only for focus given during the tap itself.
  const canvas = document.querySelector('canvas');
  if (canvas) {
    const again = () => { if (keyboard_wanted && document.activeElement !== keyboard_input) keyboard_input.focus(); };
    canvas.addEventListener('touchend', again, { capture: true });
    canvas.addEventListener('pointerup', again, { capture: true });
  }
  return keyboard_input;
}
export function soft_keyboard(open, x, y, width, height, page_width, text, new_field) {
  keyboard_wanted = open;
  if (!open) {
    if (keyboard_input && document.activeElement === keyboard_input) keyboard_input.blur();
    return;
  }
  const field = hidden_input();
  const canvas = document.querySelector('canvas');
  const box = canvas ? canvas.getBoundingClientRect() : { left: 0, top: 0, width: page_width };
  const scale = page_width > 0 ? box.width / page_width : 1;
  field.style.left = (box.left + x * scale) + 'px';
  field.style.top = (box.top + y * scale) + 'px';
  field.style.width = Math.max(1, width * scale) + 'px';
  field.style.height = Math.max(1, height * scale) + 'px';
  if (new_field) {
    field.value = text;
    keyboard_text = text;
  }
  if (document.activeElement !== field) field.focus();
}
")]
extern "C" {
    fn when_listener_speaks(tell: &Closure<dyn FnMut(u32, String)>);
    #[wasm_bindgen(js_name = show_listening)]
    fn show_listening_page(page: &str);
    fn keep_screen_awake(on: bool);
    fn has_wake_lock() -> bool;
    fn wake_lock_dropped() -> bool;
    fn when_wake_lock_dropped(tell: &Closure<dyn FnMut()>);
    async fn share_file(bytes: &[u8], name: &str, kind: &str) -> wasm_bindgen::JsValue;
    fn when_update_ready(tell: &Closure<dyn FnMut()>);
    #[wasm_bindgen(js_name = apply_update)]
    fn apply_waiting_update();
    #[wasm_bindgen(js_name = keep_data)]
    async fn ask_to_keep_data() -> wasm_bindgen::JsValue;
    #[wasm_bindgen(js_name = soft_keyboard)]
    #[allow(clippy::too_many_arguments)]
    fn show_soft_keyboard(
        open: bool,
        x: f32,
        y: f32,
        width: f32,
        height: f32,
        page_width: f32,
        text: &str,
        new_field: bool,
    );
}

/// Asks the browser to keep the app's data (`navigator.storage.persist()`), and says whether
/// it will and whether the app runs installed to the home screen.
pub async fn keep_data() -> super::DataKeeping {
    let answer = ask_to_keep_data().await.as_f64().unwrap_or(0.0) as u32;
    super::DataKeeping {
        installed: answer & 1 != 0,
        persisted: answer & 2 != 0,
    }
}

/// iced shows a phone no keyboard: [`soft_keyboard`] opens the browser's.
pub const SOFT_KEYBOARD: bool = true;

/// Opens the phone's keyboard for the field (a hidden input placed over it takes the focus,
/// and what is typed there reaches the canvas as key presses), or puts it away.
pub fn soft_keyboard(field: Option<super::KeyboardField>) {
    match field {
        Some(f) => show_soft_keyboard(
            true,
            f.at.x,
            f.at.y,
            f.at.width,
            f.at.height,
            f.page_width,
            &f.text,
            f.new_field,
        ),
        None => show_soft_keyboard(false, 0.0, 0.0, 0.0, 0.0, 0.0, "", false),
    }
}

/// Says once, when a newer version has been fetched and waits (index.html's service worker
/// code keeps `window.pnpUpdate`): the app then offers Reload, and never reloads by itself.
pub fn update_arrives() -> impl iced::futures::Stream<Item = ()> {
    once_told(when_update_ready)
}

/// A stream of the one time the page calls the callback handed to `register`.
fn once_told(register: fn(&Closure<dyn FnMut()>)) -> impl iced::futures::Stream<Item = ()> {
    let (sender, receiver) = oneshot::channel::<()>();
    let mut sender = Some(sender);
    let tell = Closure::<dyn FnMut()>::new(move || {
        if let Some(s) = sender.take() {
            let _ = s.send(());
        }
    });
    register(&tell);
    // The page keeps the callback for as long as it lives.
    tell.forget();
    iced::futures::stream::once(receiver).filter_map(|r| async move { r.ok() })
}

/// What the screen-reader page sends: its first link ("Play with a screen reader"), its
/// buttons and answers as lines, and back to the picture.
pub fn listener_speaks() -> impl iced::futures::Stream<Item = super::Heard> {
    let (sender, receiver) = iced::futures::channel::mpsc::unbounded();
    let tell = Closure::<dyn FnMut(u32, String)>::new(move |kind: u32, line: String| {
        let heard = match kind {
            1 => super::Heard::Start,
            2 => super::Heard::Stop,
            3 => super::Heard::Dismiss,
            _ => super::Heard::Line(line),
        };
        let _ = sender.unbounded_send(heard);
    });
    when_listener_speaks(&tell);
    // The page keeps the callback for as long as it lives.
    tell.forget();
    receiver
}

/// Shows the screen-reader page (the JSON of `ui::app::listening::Page`), or hides it and
/// gives the canvas back when `page` is empty.
pub fn show_listening(page: &str) {
    show_listening_page(page);
}

/// Lets the waiting version take over, and reloads the page once it has.
pub fn apply_update() {
    apply_waiting_update();
}

/// Keeps the phone's screen on while a game is open (the Screen Wake Lock; the browser
/// lifts it when the page is hidden, and it is asked for again when the page comes back).
pub fn keep_awake(on: bool) {
    keep_screen_awake(on);
}

/// Whether the browser has the Screen Wake Lock (Safari has it from iOS 16.4).
pub fn can_keep_awake() -> bool {
    has_wake_lock()
}

/// Whether the browser let the screen's lock go the moment it granted it (see
/// [`awake_dropped_news`]): the screen may go dark whatever the setting says.
pub fn awake_dropped() -> bool {
    wake_lock_dropped()
}

/// Says once, when the browser grants the screen's lock and lets it go at once while the
/// page is shown (some iOS versions do this for apps added to the Home Screen).
pub fn awake_dropped_news() -> impl iced::futures::Stream<Item = ()> {
    once_told(when_wake_lock_dropped)
}

/// The page's title (the browser's tab, the task switcher) names the game on screen; iced
/// gives the title only to the canvas.
pub fn show_title(title: &str) {
    let Some(document) = document() else {
        return;
    };
    if document.title() != title {
        document.set_title(title);
    }
    // The page's language follows the app's: a screen reader reads it so, and the page's own
    // lines at the next start ("Starting…") are in it (index.html reads the key back).
    let code = crate::i18n::current().code();
    if let Some(root) = document.document_element()
        && root.get_attribute("lang").as_deref() != Some(code)
    {
        let _ = root.set_attribute("lang", code);
        if let Some(store) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
            let _ = store.set_item(PAGE_LANGUAGE, code);
        }
    }
}

/// Where the page finds the app's language before the app runs (see index.html).
const PAGE_LANGUAGE: &str = "pnp-companion/.language";

/// Puts what the screen shows, in words, into off-screen live regions a screen reader reads
/// out (VoiceOver, TalkBack): the screen's title when the screen changes (`#live-screen`),
/// where the game stands (`#live-state`), the newest outcome the turn log recorded
/// (`#live-outcome`) and the notice (`#live-notice`). The canvas has no text a screen
/// reader or a test could read, so what it shows is mirrored there.
pub fn announce(said: &super::Announcement) {
    // In the order a screen reader should say them after a tap: where the player now is,
    // what happened, then where the game stands.
    live_region(SCREEN_REGION, &said.screen);
    if let Some(region) = region(OUTCOME_REGION) {
        // A new outcome in the same words as the last is put in anew: the region's text
        // node is replaced, which a screen reader says again. Left empty when the game
        // is left.
        let told = said.outcomes_told.to_string();
        if region.get_attribute(TOLD).as_deref() != Some(told.as_str())
            || region.text_content().as_deref() != Some(said.outcome.as_str())
        {
            let _ = region.set_attribute(TOLD, &told);
            region.set_text_content(Some(&said.outcome));
        }
    }
    live_region(STATE_REGION, &said.headline);
    live_region(NOTICE_REGION, &said.notice);
}

const SCREEN_REGION: &str = "live-screen";
const STATE_REGION: &str = "live-state";
const OUTCOME_REGION: &str = "live-outcome";
const NOTICE_REGION: &str = "live-notice";
/// The outcome region's count of outcomes told (see [`announce`]).
const TOLD: &str = "data-told";

fn live_region(id: &str, text: &str) {
    let Some(region) = region(id) else {
        return;
    };
    if region.text_content().as_deref() != Some(text) {
        region.set_text_content(Some(text));
    }
}

/// The live region `id`, made (polite, off-screen) the first time.
fn region(id: &str) -> Option<web_sys::Element> {
    let document = document()?;
    if let Some(e) = document.get_element_by_id(id) {
        return Some(e);
    }
    let e = document.create_element("div").ok()?;
    e.set_id(id);
    let _ = e.set_attribute("role", "status");
    let _ = e.set_attribute("aria-live", "polite");
    let _ = e.set_attribute("aria-atomic", "true");
    // Off-screen, not hidden: a hidden region is not read aloud.
    let _ = e.set_attribute(
        "style",
        "position:absolute;left:-10000px;top:0;width:1px;height:1px;overflow:hidden",
    );
    let body = document.body()?;
    body.append_child(&e).ok()?;
    Some(e)
}

/// A phone or a tablet in a browser may have no keyboard at all: the screen names no keys.
pub const HAS_KEYBOARD: bool = false;

pub const IN_BROWSER: bool = true;

/// The page's address without its fragment: where this web app lives, the start of a
/// shared game's link.
pub fn own_address() -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    Some(
        href.split_once('#')
            .map_or(href.as_str(), |(a, _)| a)
            .to_string(),
    )
}

/// The address's fragment when the page was opened by a shared game's link.
pub fn shared_link() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    hash.starts_with(crate::store::share::FRAGMENT)
        .then_some(hash)
}

/// Takes the shared game out of the address (without a reload), so that reopening the page
/// does not offer it again.
pub fn forget_shared_link() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let (Ok(history), Some(address)) = (window.history(), own_address()) else {
        return;
    };
    let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&address));
}

/// Copies through the browser's Clipboard API (iced's clipboard does nothing in a browser);
/// `false` where the browser has none (a page not served over HTTPS).
pub fn copy_text(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let clipboard = js_sys::Reflect::get(&window.navigator(), &"clipboard".into());
    let Ok(clipboard) = clipboard else {
        return false;
    };
    let write = js_sys::Reflect::get(&clipboard, &"writeText".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match write {
        Some(write) => write.call1(&clipboard, &text.into()).is_ok(),
        None => false,
    }
}

/// The page is told when the app's first settled frame is drawn: it takes down the picture
/// of the last screen it painted meanwhile (index.html).
pub fn drawn_marker() -> bool {
    true
}

/// Tells the page (`window.pnpShown`) that the app's first settled screen is drawn.
pub fn note_drawn(screen: &str) {
    let _ = call_page("pnpShown", Some(screen));
}

/// Tells the page (`window.pnpSaved`) that a save was written: it keeps a picture of the
/// screen to paint at the next start, when the page is idle.
pub fn saved() {
    let _ = call_page("pnpSaved", None);
}

/// Starts fetching the PDF writer, the web app's second wasm (`window.pnpPrinter`), so that
/// it is ready by the time the player asks for a PDF.
pub fn prepare_printing() {
    let _ = call_page("pnpPrinter", None);
}

/// The job's file. A print shop's pictures are drawn here, with the renderer the window
/// draws with; a PDF is written by the PDF writer's wasm (`window.pnpPrint`; the service
/// worker keeps it offline once the first visit is over), the app's fonts sent with the
/// pages.
pub async fn write_file(
    job: crate::print::shop::Job,
) -> Result<Vec<u8>, crate::print::pdf::PrintError> {
    use crate::print::pdf::PrintError;
    if let Some(pictures) = crate::print::shop::pictures(&job) {
        return pictures;
    }
    let bytes = pnp_pdf::encode(&job.pages);
    let window = web_sys::window().ok_or(PrintError::WriterMissing)?;
    let print = js_sys::Reflect::get(&window, &"pnpPrint".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or(PrintError::WriterMissing)?;
    let array = |b: &[u8]| wasm_bindgen::JsValue::from(js_sys::Uint8Array::from(b));
    let promise = print
        .call3(
            &window,
            &array(&bytes),
            &array(crate::fonts::REGULAR),
            &array(crate::fonts::BOLD),
        )
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
        .ok_or(PrintError::WriterMissing)?;
    match wasm_bindgen_futures::JsFuture::from(promise).await {
        Ok(pdf) => Ok(js_sys::Uint8Array::new(&pdf).to_vec()),
        // The writer's own error (a string: its code), or the writer could not be fetched
        // (an Error object).
        Err(e) => Err(e.as_string().map_or(PrintError::WriterMissing, |code| {
            crate::print::pdf::write_error(&pnp_pdf::WriteError::from_code(&code))
        })),
    }
}

/// Takes the catalogue the page fetched before starting the app (`window.pnpCatalogue`:
/// `[code, text]`), the language it resolved from the player's setting and the browser's.
pub fn take_page_language() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(given) = js_sys::Reflect::get(&window, &"pnpCatalogue".into()) else {
        return;
    };
    let given = js_sys::Array::from(&given);
    let code = given.get(0).as_string();
    if let (Some(lang), Some(text)) = (
        code.as_deref().and_then(crate::i18n::Lang::from_code),
        given.get(1).as_string(),
    ) {
        crate::i18n::install_catalogue(lang, &text);
    }
}

/// Fetches a language's catalogue (`window.pnpLoadCatalogue`: the service worker has it
/// offline once the first visit is over).
pub async fn fetch_language(lang: crate::i18n::Lang) -> Result<(), PlatformError> {
    if crate::i18n::has_catalogue(lang) {
        return Ok(());
    }
    let promise = call_page("pnpLoadCatalogue", Some(lang.code()))
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
        .ok_or(PlatformError::LanguageNotFetched)?;
    let text = wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or(PlatformError::LanguageNotFetched)?;
    crate::i18n::install_catalogue(lang, &text);
    Ok(())
}

/// The room the page gives the app, in CSS pixels (`window.pnpPageSize`): the window opens
/// at that size, so its first layout is the one drawn (one at another size would be thrown
/// away when the canvas reports its own, text shaping and all).
pub fn page_size() -> Option<iced::Size> {
    let size = js_sys::Array::from(&call_page("pnpPageSize", None)?);
    let (width, height) = (size.get(0).as_f64()?, size.get(1).as_f64()?);
    (width >= 1.0 && height >= 1.0).then(|| iced::Size::new(width as f32, height as f32))
}

/// Calls `window.NAME` (with `argument`) if index.html defined it, and gives what it returned.
fn call_page(name: &str, argument: Option<&str>) -> Option<wasm_bindgen::JsValue> {
    let window = web_sys::window()?;
    let function = js_sys::Reflect::get(&window, &name.into())
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    match argument {
        Some(a) => function.call1(&window, &a.into()),
        None => function.call0(&window),
    }
    .ok()
}
