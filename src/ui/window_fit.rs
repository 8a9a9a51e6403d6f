//! Keeps the desktop window on the screen as the app's scale changes.
//!
//! iced measures the window in the app's own units: the system's pixels divided by the
//! system's scale and by the app's. At start it opens the window at its size times the
//! app's scale (a 420 × 860 phone window at 200 % asks for 840 × 1720, taller than most
//! screens); when the scale changes later it keeps the pixels and shrinks the layout
//! instead (the same window at 200 % lays out 210 units wide). Here the window is sized so
//! that the layout keeps its width and the window fits the screen, whatever the scale.
//!
//! Sizes are kept in "system units" (the app's units times the app's scale), which do not
//! change when the app's scale does.

use iced::Size;

/// The share of the screen a window may take (room for a task bar and the title bar).
const SCREEN_SHARE: f32 = 0.92;

/// What is known of the window and its screen.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct WindowFit {
    /// The screen's size, in system units.
    screen: Option<Size>,
    /// The window's size, in system units.
    window: Option<Size>,
    /// The window's top left corner on the screen, in system units, once it has moved.
    at: Option<iced::Point>,
}

impl WindowFit {
    /// The window opened or was resized: `size` in the app's units at `scale`.
    pub fn window_is(&mut self, size: Size, scale: f32) {
        let now = size * scale;
        // A size within a pixel or two of the one kept is that size, rounded by the window
        // system to whole pixels of the app's units: keeping the exact one stops each change
        // of scale from losing a pixel (100 → 200 → 100 % used to end 8 × 14 smaller).
        let close = |a: f32, b: f32| (a - b).abs() <= 2.0;
        if let Some(kept) = self.window
            && close(kept.width, now.width)
            && close(kept.height, now.height)
        {
            return;
        }
        self.window = Some(now);
    }

    /// The screen's size became known (`size` in the app's units at `scale`). Returns the
    /// size to ask for (in the app's units) when the window runs off the screen.
    pub fn screen_is(&mut self, size: Size, scale: f32) -> Option<Size> {
        self.screen = Some(size * scale);
        let window = self.window?;
        let fitted = self.fit(window);
        (fitted != window).then(|| {
            self.window = Some(fitted);
            units(fitted, scale)
        })
    }

    /// The app's scale went from `old` to `new`: the size to ask for (in the app's units at
    /// `new`). The layout keeps its width (the window widens with the scale, so nothing
    /// reflows into more lines); the window keeps its height on the screen, and more or less
    /// of the page scrolls. Both as far as the screen allows.
    pub fn rescaled(&mut self, old: f32, new: f32) -> Option<Size> {
        let window = self.window?;
        let wanted = self.fit(Size::new(window.width / old * new, window.height));
        self.window = Some(wanted);
        Some(units(wanted, new))
    }

    /// The window moved: its top left corner, in system units.
    pub fn moved_to(&mut self, at: iced::Point) {
        self.at = Some(at);
    }

    /// Where the window is and how big, to open it there again.
    pub fn place(&self) -> Option<crate::store::settings::WindowPlace> {
        self.window.map(|w| crate::store::settings::WindowPlace {
            width: w.width,
            height: w.height,
            x: self.at.map(|a| a.x),
            y: self.at.map(|a| a.y),
        })
    }

    /// Where to move the window when it lies off the screen (`screen` in the app's units at
    /// `scale`): its top left corner brought back so that the whole window is on it.
    pub fn back_on_screen(&mut self, screen: Size, scale: f32) -> Option<iced::Point> {
        let screen = screen * scale;
        let at = self.at?;
        let window = self.window.unwrap_or(Size::ZERO);
        let x = at.x.min(screen.width - window.width).max(0.0);
        let y = at.y.min(screen.height - window.height).max(0.0);
        let back = iced::Point::new(x, y);
        (back != at).then(|| {
            self.at = Some(back);
            back
        })
    }

    /// `window` shrunk to the screen (system units both).
    fn fit(&self, window: Size) -> Size {
        match self.screen {
            Some(screen) => Size::new(
                window.width.min(screen.width * SCREEN_SHARE),
                window.height.min(screen.height * SCREEN_SHARE),
            ),
            None => window,
        }
    }
}

/// The window as it was left (`place`, in system units), to open at `scale`: its size in
/// the app's units and its corner.
pub fn reopened(
    place: crate::store::settings::WindowPlace,
    scale: f32,
) -> (Size, Option<iced::Point>) {
    let size = Size::new(place.width / scale, place.height / scale);
    let at = place.x.zip(place.y).map(|(x, y)| iced::Point::new(x, y));
    (size, at)
}

/// The narrowest layout a page of the app is made for (in the app's units).
pub const NARROWEST_LAYOUT: f32 = 360.0;

impl WindowFit {
    /// The scale to draw at where the window cannot grow (a browser's page): the one asked
    /// for, but never so large that the layout gets narrower than [`NARROWEST_LAYOUT`]
    /// (200 % on a 412-pixel phone would lay out 206 wide); never below 100 % for that.
    pub fn capped(&self, wanted: f32) -> f32 {
        match self.window {
            Some(window) => wanted.min((window.width / NARROWEST_LAYOUT).max(1.0)),
            None => wanted,
        }
    }
}

/// System units to whole app units at `scale` (rounded down: never past the screen).
fn units(size: Size, scale: f32) -> Size {
    Size::new((size.width / scale).floor(), (size.height / scale).floor())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_taller_than_the_screen_is_brought_onto_it() {
        let mut fit = WindowFit::default();
        // At 200 % iced opens 420 × 860 as 840 × 1720 system units; the layout is 420 × 860.
        fit.window_is(Size::new(420.0, 860.0), 2.0);
        // A 1920 × 1080 screen is 960 × 540 in the app's units at 200 %.
        let asked = fit.screen_is(Size::new(960.0, 540.0), 2.0);
        assert_eq!(asked, Some(Size::new(420.0, 496.0)), "1080 × 0.92 / 2");
    }

    #[test]
    fn scaling_there_and_back_gives_the_same_window_when_sizes_are_rounded() {
        let mut fit = WindowFit::default();
        fit.window_is(Size::new(420.0, 860.0), 1.0);
        assert_eq!(fit.screen_is(Size::new(1920.0, 1080.0), 1.0), None);
        let mut scale = 1.0;
        // Up by tenths to 200 % and back, the window system answering each resize with a
        // size rounded down to whole units of the app (as X does).
        let steps: Vec<f32> = (11..=20)
            .chain((10..20).rev())
            .map(|s| s as f32 / 10.0)
            .collect();
        for new in steps {
            let asked = fit.rescaled(scale, new).expect("a size is asked for");
            fit.window_is(Size::new(asked.width.floor(), asked.height.floor()), new);
            scale = new;
        }
        assert_eq!(fit.rescaled(1.0, 1.0), Some(Size::new(420.0, 860.0)));
    }

    #[test]
    fn a_window_left_off_the_screen_comes_back_onto_it() {
        let mut fit = WindowFit::default();
        fit.window_is(Size::new(420.0, 860.0), 1.0);
        fit.moved_to(iced::Point::new(1800.0, 900.0));
        let back = fit.back_on_screen(Size::new(1366.0, 768.0), 1.0);
        assert_eq!(back, Some(iced::Point::new(946.0, 0.0)));
        let place = fit.place().expect("a place");
        assert_eq!((place.x, place.y), (Some(946.0), Some(0.0)));
        let (size, at) = reopened(place, 2.0);
        assert_eq!(size, Size::new(210.0, 430.0));
        assert_eq!(at, Some(iced::Point::new(946.0, 0.0)));
    }

    #[test]
    fn a_window_that_fits_is_left_alone() {
        let mut fit = WindowFit::default();
        fit.window_is(Size::new(420.0, 860.0), 1.0);
        assert_eq!(fit.screen_is(Size::new(1920.0, 1080.0), 1.0), None);
    }

    #[test]
    fn a_new_scale_keeps_the_layouts_width_and_the_windows_height() {
        let mut fit = WindowFit::default();
        fit.window_is(Size::new(420.0, 860.0), 1.0);
        // 768 × 0.92 = 706.6 of height allowed.
        assert_eq!(
            fit.screen_is(Size::new(1366.0, 768.0), 1.0),
            Some(Size::new(420.0, 706.0))
        );
        // 150 %: 630 system units wide, 420 of the app's; the window keeps its height.
        assert_eq!(fit.rescaled(1.0, 1.5), Some(Size::new(420.0, 471.0)));
        // 200 %: 840 wide still fits the 1366 screen.
        assert_eq!(fit.rescaled(1.5, 2.0), Some(Size::new(420.0, 353.0)));
        // Back to 100 %: the same window as before, with no drift.
        assert_eq!(fit.rescaled(2.0, 1.0), Some(Size::new(420.0, 706.0)));
    }

    #[test]
    fn a_wide_window_narrows_to_the_screen_at_a_large_scale() {
        let mut fit = WindowFit::default();
        fit.window_is(Size::new(1200.0, 700.0), 1.0);
        assert_eq!(fit.screen_is(Size::new(1366.0, 768.0), 1.0), None);
        // 200 %: 2400 system units would run off; 1256.7 allowed, 628 of the app's units.
        assert_eq!(fit.rescaled(1.0, 2.0), Some(Size::new(628.0, 350.0)));
    }

    #[test]
    fn a_page_that_cannot_grow_caps_the_scale_at_a_usable_width() {
        let mut fit = WindowFit::default();
        assert_eq!(fit.capped(2.0), 2.0, "nothing known yet");
        // A 412-pixel phone page, laid out at 100 %.
        fit.window_is(Size::new(412.0, 915.0), 1.0);
        assert!((fit.capped(2.0) - 412.0 / 360.0).abs() < 1e-4);
        assert_eq!(fit.capped(1.1), 1.1);
        assert_eq!(fit.capped(0.75), 0.75);
        // A 320-pixel page is not forced below 100 %.
        fit.window_is(Size::new(320.0, 600.0), 1.0);
        assert_eq!(fit.capped(1.5), 1.0);
    }

    #[test]
    fn nothing_is_asked_before_the_window_is_known() {
        let mut fit = WindowFit::default();
        assert_eq!(fit.rescaled(1.0, 2.0), None);
        assert_eq!(fit.screen_is(Size::new(1920.0, 1080.0), 1.0), None);
    }
}
