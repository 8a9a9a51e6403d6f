//! What changed between two JSON values, and that change applied again: a journal keeps
//! each entry's state on disk as its change from the state before, a few dozen bytes
//! where the whole state is kilobytes.
//!
//! A patch is one of:
//! - `{"=": value}`: the value, whole;
//! - `{"o": {key: patch, …}, "d": [key, …]}`: an object's changed keys (a new key's patch
//!   is a whole value) and its removed ones;
//! - `{"a": [[index, patch], …], "n": length}`: an array cut or grown to `length`, and its
//!   changed items (a new item's patch is a whole value);
//! - `{}`: no change.

use serde_json::{Map, Value};

/// Why a patch does not apply: the file holding it was changed by hand or damaged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a change in the log does not fit the state before it ({0})")]
pub struct PatchError(&'static str);

/// The patch that turns `from` into `to`; `None` when they are equal.
pub fn diff(from: &Value, to: &Value) -> Option<Value> {
    if from == to {
        return None;
    }
    Some(match (from, to) {
        (Value::Object(a), Value::Object(b)) => {
            let mut changed = Map::new();
            for (key, new) in b {
                let patch = match a.get(key) {
                    Some(old) => diff(old, new),
                    None => Some(whole(new.clone())),
                };
                if let Some(p) = patch {
                    changed.insert(key.clone(), p);
                }
            }
            let removed: Vec<Value> = a
                .keys()
                .filter(|k| !b.contains_key(*k))
                .map(|k| Value::String(k.clone()))
                .collect();
            let mut patch = Map::new();
            if !changed.is_empty() {
                patch.insert("o".into(), Value::Object(changed));
            }
            if !removed.is_empty() {
                patch.insert("d".into(), Value::Array(removed));
            }
            Value::Object(patch)
        }
        (Value::Array(a), Value::Array(b)) => {
            let items: Vec<Value> = b
                .iter()
                .enumerate()
                .filter_map(|(i, new)| {
                    let patch = match a.get(i) {
                        Some(old) => diff(old, new)?,
                        None => whole(new.clone()),
                    };
                    Some(Value::Array(vec![Value::from(i), patch]))
                })
                .collect();
            let mut patch = Map::new();
            patch.insert("a".into(), Value::Array(items));
            patch.insert("n".into(), Value::from(b.len()));
            Value::Object(patch)
        }
        _ => whole(to.clone()),
    })
}

/// The patch of no change.
pub fn none() -> Value {
    Value::Object(Map::new())
}

fn whole(value: Value) -> Value {
    let mut patch = Map::new();
    patch.insert("=".into(), value);
    Value::Object(patch)
}

/// Applies `patch` (as [`diff`] makes them) to `value`.
pub fn apply(value: &mut Value, patch: &Value) -> Result<(), PatchError> {
    let Value::Object(p) = patch else {
        return Err(PatchError("not a change"));
    };
    if let Some(new) = p.get("=") {
        *value = new.clone();
        return Ok(());
    }
    if let Some(length) = p.get("n") {
        let Value::Array(items) = value else {
            return Err(PatchError("not a list"));
        };
        let length = length
            .as_u64()
            .and_then(|n| usize::try_from(n).ok())
            .ok_or(PatchError("a list's length"))?;
        // Never more than one new item per change listed: a hand-made length cannot
        // make a huge list.
        let changes = p.get("a").and_then(Value::as_array).map_or(0, Vec::len);
        if length > items.len() + changes {
            return Err(PatchError("a list's length"));
        }
        items.resize(length, Value::Null);
        for change in p.get("a").and_then(Value::as_array).into_iter().flatten() {
            let (index, item) = match change.as_array().map(Vec::as_slice) {
                Some([i, item]) => (i, item),
                _ => return Err(PatchError("a list's item")),
            };
            let slot = index
                .as_u64()
                .and_then(|i| usize::try_from(i).ok())
                .and_then(|i| items.get_mut(i))
                .ok_or(PatchError("a list's item"))?;
            apply(slot, item)?;
        }
        return Ok(());
    }
    if p.is_empty() {
        return Ok(());
    }
    let Value::Object(fields) = value else {
        return Err(PatchError("not an object"));
    };
    for (key, change) in p.get("o").and_then(Value::as_object).into_iter().flatten() {
        apply(fields.entry(key.clone()).or_insert(Value::Null), change)?;
    }
    for key in p.get("d").and_then(Value::as_array).into_iter().flatten() {
        let key = key.as_str().ok_or(PatchError("a removed key"))?;
        fields.remove(key);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn round_trip(from: Value, to: Value) -> Value {
        let patch = diff(&from, &to);
        let mut got = from.clone();
        if let Some(p) = &patch {
            apply(&mut got, p).unwrap();
        }
        assert_eq!(got, to, "{from} → {to} by {patch:?}");
        patch.unwrap_or(Value::Null)
    }

    #[test]
    fn a_patch_gives_back_the_value_it_was_made_for() {
        let before = json!({"turn": 3, "tracks": [1, 2, 3], "who": {"kirk": "ship"}, "gone": true});
        let after =
            json!({"turn": 4, "tracks": [1, 5], "who": {"kirk": "forest", "spock": "ship"}});
        round_trip(before.clone(), after.clone());
        // One of a hundred people moved: the change names that one.
        let people = |moved: &str| {
            let mut all: Vec<Value> = (0..100).map(|i| json!({"id": i, "at": "town"})).collect();
            all[42] = json!({"id": 42, "at": moved});
            json!({"people": all, "turn": 1})
        };
        let patch = round_trip(people("town"), people("forest"));
        assert_eq!(
            patch,
            json!({"o": {"people": {"a": [[42, {"o": {"at": {"=": "forest"}}}]], "n": 100}}})
        );
        round_trip(after.clone(), before.clone());
        round_trip(json!([1]), json!([1, 2, {"x": null}]));
        round_trip(json!({"a": 1}), json!([1]));
        round_trip(json!(null), json!({"a": 1}));
        assert_eq!(diff(&before, &before), None);
        let mut same = json!([1, "two"]);
        apply(&mut same, &none()).unwrap();
        assert_eq!(same, json!([1, "two"]), "no change to any value");
    }

    #[test]
    fn a_patch_that_does_not_fit_is_an_error_not_a_panic() {
        for (value, patch) in [
            (json!(1), json!({"o": {"a": {"=": 1}}})),
            (json!([1]), json!({"a": [[5, {"=": 1}]], "n": 1})),
            (json!([1]), json!({"a": [], "n": 4_000_000_000u64})),
            (json!({"a": 1}), json!({"d": [7]})),
            (json!({"a": 1}), json!("not a change")),
            (json!([]), json!({"a": [[0]], "n": 1})),
        ] {
            let mut v = value.clone();
            assert!(apply(&mut v, &patch).is_err(), "{value} by {patch}");
        }
    }
}
