//! How a page form's fields read: the body as a JSON object of strings for `serde`
//! ([`super::page::ActionContext::fields`]), and the field shapes a form has that JSON lacks (a
//! name sent more than once, a checkbox). Below the other files of `pages/`: the
//! route families' form types use it.

/// An `application/x-www-form-urlencoded` body as a JSON object of strings: empty
/// fields left out, a repeated name an array of its values in the order sent.
pub fn fields_of(body: &[u8]) -> serde_json::Value {
    use serde_json::Value;
    let mut fields = serde_json::Map::new();
    for (name, value) in url::form_urlencoded::parse(body) {
        if value.is_empty() {
            continue;
        }
        let value = Value::String(value.into_owned());
        match fields.get_mut(name.as_ref()) {
            None => {
                fields.insert(name.into_owned(), value);
            }
            Some(Value::Array(values)) => values.push(value),
            Some(one) => *one = Value::Array(vec![one.take(), value]),
        }
    }
    Value::Object(fields)
}

/// A form field that may be sent any number of times, as a list (`deserialize_with`).
pub fn many<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {
    #[derive(serde::Deserialize)]
    #[serde(untagged)]
    enum OneOrMany {
        One(String),
        Many(Vec<String>),
    }
    Ok(match serde::Deserialize::deserialize(deserializer)? {
        OneOrMany::One(one) => vec![one],
        OneOrMany::Many(many) => many,
    })
}

/// A checkbox (`deserialize_with`): ticked when sent with any value, as a form sends
/// it, or `true` as JSON says it.
pub fn checked<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<bool, D::Error> {
    #[derive(serde::Deserialize)]
    #[serde(untagged)]
    enum Checkbox {
        Json(bool),
        Form(String),
    }
    Ok(match serde::Deserialize::deserialize(deserializer)? {
        Checkbox::Json(ticked) => ticked,
        Checkbox::Form(value) => !value.is_empty(),
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[derive(serde::Deserialize, Debug, PartialEq)]
    struct Form {
        #[serde(default, rename = "line", deserialize_with = "super::many")]
        lines: Vec<String>,
        #[serde(default, deserialize_with = "super::checked")]
        terms: bool,
        #[serde(default)]
        note: Option<String>,
        #[serde(default)]
        name: String,
    }

    fn read(body: &str) -> Result<Form, serde_json::Error> {
        serde_json::from_value(super::fields_of(body.as_bytes()))
    }

    #[test]
    fn a_repeated_name_is_a_list_an_empty_field_is_not_sent_and_a_ticked_box_is_true() {
        assert_eq!(super::fields_of(b"a=1&b=&a=2&c=%C3%B8+x"), json!({"a": ["1", "2"], "c": "ø x"}));
        let form = read("line=a%7C1%7C100&line=b%7C2%7C200&terms=yes&note=&name=Mette").unwrap();
        assert_eq!(form, Form { lines: vec!["a|1|100".into(), "b|2|200".into()], terms: true, note: None, name: "Mette".into() });
        let form = read("line=a%7C1%7C100&terms=").unwrap();
        assert_eq!((form.lines, form.terms, form.name), (vec!["a|1|100".to_owned()], false, String::new()));
        assert!(read("name=Mette&name=Jens").is_err(), "a name sent once, sent twice");
    }
}
