//! A catalogue argument from a Rust value. Fluent keeps every number as an `f64`, which
//! holds whole numbers exactly only up to 2^53: a seed of 2663157342234957107 would come out
//! as 2663157342234957300, and a player who typed it back would get another game. Whole
//! numbers past that bound go to the catalogue as their digits, exactly.

use fluent_bundle::FluentValue;

/// The largest whole number an `f64` holds exactly (and every one below it).
const EXACT: u64 = 1 << 53;

/// A value a message's `{ $name }` can take.
pub trait Arg<'a> {
    fn into_value(self) -> FluentValue<'a>;
}

impl<'a> Arg<'a> for FluentValue<'a> {
    fn into_value(self) -> FluentValue<'a> {
        self
    }
}

impl<'a> Arg<'a> for &'a str {
    fn into_value(self) -> FluentValue<'a> {
        self.into()
    }
}

impl<'a> Arg<'a> for String {
    fn into_value(self) -> FluentValue<'a> {
        self.into()
    }
}

impl<'a> Arg<'a> for &'a String {
    fn into_value(self) -> FluentValue<'a> {
        self.as_str().into()
    }
}

impl<'a> Arg<'a> for std::borrow::Cow<'a, str> {
    fn into_value(self) -> FluentValue<'a> {
        self.into()
    }
}

/// Words as the current language words them (a screen's message that takes the rules'
/// words).
impl<'a> Arg<'a> for crate::engine::words::Words {
    fn into_value(self) -> FluentValue<'a> {
        self.to_string().into()
    }
}

impl<'a> Arg<'a> for &crate::engine::words::Words {
    fn into_value(self) -> FluentValue<'a> {
        self.to_string().into()
    }
}

macro_rules! small_whole {
    ($($t:ty),*) => {$(
        impl<'a> Arg<'a> for $t {
            fn into_value(self) -> FluentValue<'a> {
                self.into()
            }
        }
    )*};
}
small_whole!(u8, u16, u32, i8, i16, i32, f32, f64);

macro_rules! large_whole {
    ($($t:ty),*) => {$(
        impl<'a> Arg<'a> for $t {
            // One copy per type, not one at each of the hundreds of `t!` calls (the web
            // app's download pays for every copy).
            #[inline(never)]
            fn into_value(self) -> FluentValue<'a> {
                // Every one of these types fits an i128.
                if (self as i128).unsigned_abs() <= u128::from(EXACT) {
                    (self as f64).into()
                } else {
                    self.to_string().into()
                }
            }
        }
    )*};
}
large_whole!(u64, i64, usize, isize);

/// `value` as a catalogue argument (see the module's note on large whole numbers).
pub fn arg<'a>(value: impl Arg<'a>) -> FluentValue<'a> {
    value.into_value()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(v: FluentValue<'_>) -> String {
        match v {
            FluentValue::String(s) => s.to_string(),
            FluentValue::Number(n) => n.as_string().to_string(),
            _ => String::new(),
        }
    }

    #[test]
    fn a_large_seed_keeps_every_digit() {
        assert_eq!(
            shown(arg(2_663_157_342_234_957_107u64)),
            "2663157342234957107"
        );
        assert_eq!(shown(arg(u64::MAX)), u64::MAX.to_string());
        assert_eq!(shown(arg(i64::MIN)), i64::MIN.to_string());
    }

    #[test]
    fn small_numbers_stay_numbers() {
        assert!(matches!(arg(7u64), FluentValue::Number(_)));
        assert!(matches!(arg(1u64 << 53), FluentValue::Number(_)));
        assert!(matches!(arg((1u64 << 53) + 1), FluentValue::String(_)));
    }
}
