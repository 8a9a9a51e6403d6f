//! Reading an enum whose variant is named by a field of its own (`{"action": "flee", "to":
//! "ford"}`, serde's internally tagged form) through a JSON value: the same files as
//! serde's derive reads, for a fraction of the code. The derive buffers and replays the
//! input once per variant, and for the game's action and change enums that was over 100 KB
//! of the web app's download. [`tagged_enum_from_value!`] writes the `Deserialize`.

use serde::de::{DeserializeOwned, Error};
use serde_json::{Map, Value};

/// The fields of one tagged value: its tag, and the rest to take one by one.
pub struct Fields {
    pub tag: String,
    rest: Map<String, Value>,
}

impl Fields {
    /// The fields of `value`, named by its `tag` field.
    pub fn of<E: Error>(value: Value, tag: &'static str) -> Result<Fields, E> {
        let Value::Object(mut rest) = value else {
            return Err(E::invalid_type(
                serde::de::Unexpected::Other("not an object"),
                &tag,
            ));
        };
        match rest.remove(tag) {
            Some(Value::String(name)) => Ok(Fields { tag: name, rest }),
            _ => Err(E::missing_field(tag)),
        }
    }

    /// The field `name`: missing reads as `null` (so an `Option` is `None`, as with the
    /// derive; anything else says what it wanted).
    pub fn take<T: DeserializeOwned, E: Error>(&mut self, name: &'static str) -> Result<T, E> {
        match self.rest.remove(name) {
            Some(value) => {
                T::deserialize(value).map_err(|e| E::custom(format_args!("{name}: {e}")))
            }
            None => T::deserialize(Value::Null).map_err(|_| E::missing_field(name)),
        }
    }

    /// The field `name`, its type's default where it is missing (`#[serde(default)]`).
    pub fn take_or_default<T: DeserializeOwned + Default, E: Error>(
        &mut self,
        name: &'static str,
    ) -> Result<T, E> {
        match self.rest.contains_key(name) {
            true => self.take(name),
            false => Ok(T::default()),
        }
    }
}

/// One field of a variant, as [`tagged_enum_from_value!`] lists it.
#[doc(hidden)]
#[macro_export]
macro_rules! __tagged_field {
    ($fields:ident, $field:ident) => {
        $fields.take(stringify!($field))?
    };
    ($fields:ident, $field:ident, default) => {
        $fields.take_or_default(stringify!($field))?
    };
}

/// `Deserialize` for an internally tagged enum (the tag field `$tag`; each variant by the
/// word that names it, its fields by their names, `field: default` for one that may be
/// missing). Serialise it with serde's derive, which is small.
#[macro_export]
macro_rules! tagged_enum_from_value {
    ($ty:ident, $tag:literal, {
        $( $word:literal => $variant:ident $({ $($field:ident $(: $how:ident)?),* $(,)? })? ),* $(,)?
    }) => {
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                use serde::de::Error as _;
                let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
                #[allow(unused_mut)]
                let mut fields = $crate::engine::tagged::Fields::of::<D::Error>(value, $tag)?;
                Ok(match fields.tag.as_str() {
                    $( $word => $ty::$variant $({
                        $($field: $crate::__tagged_field!(fields, $field $(, $how)?)),*
                    })?, )*
                    other => {
                        return Err(D::Error::unknown_variant(other, &[$($word),*]));
                    }
                })
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use serde::Serialize;

    #[derive(Debug, PartialEq, Serialize)]
    #[serde(rename_all = "kebab-case", tag = "kind")]
    enum Sample {
        Stop,
        Go {
            to: String,
            by: Option<u8>,
        },
        Wait {
            turns: u8,
            #[serde(default)]
            quiet: bool,
        },
    }

    crate::tagged_enum_from_value!(Sample, "kind", {
        "stop" => Stop,
        "go" => Go { to, by },
        "wait" => Wait { turns, quiet: default },
    });

    fn read(text: &str) -> Result<Sample, serde_json::Error> {
        serde_json::from_str(text)
    }

    #[test]
    fn reads_what_the_derive_writes() {
        for s in [
            Sample::Stop,
            Sample::Go {
                to: "ford".into(),
                by: Some(2),
            },
            Sample::Go {
                to: "mill".into(),
                by: None,
            },
            Sample::Wait {
                turns: 3,
                quiet: true,
            },
        ] {
            let text = serde_json::to_string(&s).unwrap();
            assert_eq!(read(&text).unwrap(), s, "{text}");
        }
        assert_eq!(
            read(r#"{"kind":"wait","turns":1}"#).unwrap(),
            Sample::Wait {
                turns: 1,
                quiet: false
            },
            "a default field may be missing"
        );
        assert_eq!(
            read(r#"{"kind":"go","to":"x","extra":1}"#).unwrap(),
            Sample::Go {
                to: "x".into(),
                by: None
            },
            "other fields are passed over, as with the derive"
        );
    }

    #[test]
    fn refuses_what_is_not_one() {
        for bad in [
            r#"{"kind":"fly"}"#,
            r#"{"to":"x"}"#,
            r#"{"kind":"go"}"#,
            r#"{"kind":"wait","turns":"many"}"#,
            r#"["go"]"#,
            r#"{"kind":7}"#,
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }
}
