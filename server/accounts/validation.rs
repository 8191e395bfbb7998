//! Validation by construction: each field type parses from input or answers the
//! catalogue key of the specification's message. The same rules run in the browser
//! (app/src/lib/validation.ts); app/src/lib/validation-cases.json keeps them equal.

pub use crate::http::validation::{Email, FieldErrors, MessageKey, chars};

/// A person's first or last name: trimmed, 1-50 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

#[derive(Clone, Copy)]
pub enum NameField {
    First,
    Last,
}

impl PersonName {
    pub fn parse(input: &str, field: NameField) -> Result<PersonName, MessageKey> {
        let trimmed = input.trim();
        let (required, too_long) = match field {
            NameField::First => ("validation-first-name-required", "validation-first-name-too-long"),
            NameField::Last => ("validation-last-name-required", "validation-last-name-too-long"),
        };
        match chars(trimmed) {
            0 => Err(required),
            n if n > 50 => Err(too_long),
            _ => Ok(PersonName(trimmed.to_owned())),
        }
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A new password: 6-72 characters (not trimmed: spaces are the owner's choice).
#[derive(Clone)]
pub struct NewPassword(String);

impl NewPassword {
    pub fn parse(input: &str) -> Result<NewPassword, MessageKey> {
        match chars(input) {
            n if n < 6 => Err("validation-password-too-short"),
            n if n > 72 => Err("validation-password-too-long"),
            _ => Ok(NewPassword(input.to_owned())),
        }
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for NewPassword {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("NewPassword(***)")
    }
}

/// An optional phone number: trimmed, at most 20 characters; empty is none.
pub fn optional_phone(input: Option<&str>) -> Result<Option<String>, MessageKey> {
    let trimmed = input.unwrap_or_default().trim();
    match chars(trimmed) {
        0 => Ok(None),
        n if n > 20 => Err("validation-phone-too-long"),
        _ => Ok(Some(trimmed.to_owned())),
    }
}

/// A password given to sign in: at least one character.
pub fn password_given(input: &str) -> Result<&str, MessageKey> {
    if input.is_empty() { Err("validation-password-required") } else { Ok(input) }
}

pub struct SignUp {
    pub first_name: PersonName,
    pub last_name: PersonName,
    pub email: Email,
    pub password: NewPassword,
}

pub fn sign_up(first_name: &str, last_name: &str, email: &str, password: &str) -> Result<SignUp, FieldErrors> {
    let mut errors = FieldErrors::default();
    let first_name = errors.check("firstName", PersonName::parse(first_name, NameField::First));
    let last_name = errors.check("lastName", PersonName::parse(last_name, NameField::Last));
    let email = errors.check("email", Email::parse(email));
    let password = errors.check("password", NewPassword::parse(password));
    match (first_name, last_name, email, password) {
        (Some(first_name), Some(last_name), Some(email), Some(password)) => {
            Ok(SignUp { first_name, last_name, email, password })
        }
        _ => Err(errors),
    }
}

pub fn sign_in<'a>(email: &str, password: &'a str) -> Result<(Email, &'a str), FieldErrors> {
    let mut errors = FieldErrors::default();
    let email = errors.check("email", Email::parse(email));
    let password = errors.check("password", password_given(password));
    match (email, password) {
        (Some(email), Some(password)) => Ok((email, password)),
        _ => Err(errors),
    }
}

pub struct ProfileUpdate {
    pub first_name: PersonName,
    pub last_name: PersonName,
    pub phone: Option<String>,
}

pub fn profile(first_name: &str, last_name: &str, phone: Option<&str>) -> Result<ProfileUpdate, FieldErrors> {
    let mut errors = FieldErrors::default();
    let first_name = errors.check("firstName", PersonName::parse(first_name, NameField::First));
    let last_name = errors.check("lastName", PersonName::parse(last_name, NameField::Last));
    let phone = errors.check("phone", optional_phone(phone));
    match (first_name, last_name, phone) {
        (Some(first_name), Some(last_name), Some(phone)) => Ok(ProfileUpdate { first_name, last_name, phone }),
        _ => Err(errors),
    }
}

pub fn password_change<'a>(
    current: &'a str,
    new: &str,
    confirm: &str,
    inputs: &[&str],
) -> Result<(&'a str, NewPassword), FieldErrors> {
    let mut errors = FieldErrors::default();
    let current = errors.check("currentPassword", if current.is_empty() {
        Err("validation-current-password-required")
    } else {
        Ok(current)
    });
    let new = errors.check("newPassword", NewPassword::parse(new));
    let confirmed = errors.check(
        "confirmPassword",
        if confirm.is_empty() || confirm != new.as_ref().map(NewPassword::expose).unwrap_or(confirm) {
            Err("validation-passwords-mismatch")
        } else {
            Ok(())
        },
    );
    match (current, new, confirmed) {
        (Some(current), Some(new), Some(())) => {
            refuse_common("newPassword", new.expose(), inputs)?;
            Ok((current, new))
        }
        _ => Err(errors),
    }
}

/// Guesses below this are what attackers try first (the ten thousand most common
/// passwords and their like: keyboard walks, a name plus digits): such a password
/// is refused.
const MIN_GUESSES: u64 = 20_000;

/// Refuses a password that is among the first guesses of any attacker (zxcvbn's
/// estimate: common passwords, sequences, repeats, the account's own name and
/// e-mail). A server-side rule on top of the specification's 6-72, which the
/// browser checks too.
pub fn refuse_common(field: &'static str, password: &str, inputs: &[&str]) -> Result<(), FieldErrors> {
    let mut words: Vec<&str> = Vec::new();
    for input in inputs {
        words.push(input);
        words.extend(input.split(['@', '.', ' ', '-', '_']).filter(|w| w.len() > 2));
    }
    if zxcvbn::zxcvbn(password, &words).guesses() < MIN_GUESSES {
        return Err(FieldErrors(vec![(field, "validation-password-common")]));
    }
    Ok(())
}

/// A new password and its confirmation (the reset form): the sign-up rules, and equal.
pub fn new_password_confirmed(new: &str, confirm: &str, inputs: &[&str]) -> Result<NewPassword, FieldErrors> {
    let mut errors = FieldErrors::default();
    let new = errors.check("password", NewPassword::parse(new));
    let confirmed = errors.check(
        "confirmPassword",
        if confirm.is_empty() || confirm != new.as_ref().map(NewPassword::expose).unwrap_or(confirm) {
            Err("validation-passwords-mismatch")
        } else {
            Ok(())
        },
    );
    match (new, confirmed) {
        (Some(new), Some(())) => {
            refuse_common("password", new.expose(), inputs)?;
            Ok(new)
        }
        _ => Err(errors),
    }
}

/// The sign-up rules of the specification, then the common-password refusal.
pub fn sign_up_checked(first_name: &str, last_name: &str, email: &str, password: &str) -> Result<SignUp, FieldErrors> {
    let input = sign_up(first_name, last_name, email, password)?;
    refuse_common("password", password, &[first_name, last_name, email])?;
    Ok(input)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_common_passwords_are_refused() {
        for common in ["123456", "abcdef", "password", "qwerty", "111111", "qwerty123", "iloveyou"] {
            assert!(refuse_common("password", common, &[]).is_err(), "{common}");
        }
        for fine in ["hemmelig123", "nyt-kodeord-1", "Stikkontakt-7"] {
            assert!(refuse_common("password", fine, &[]).is_ok(), "{fine}");
        }
        // The account's own name and address count as known words.
        assert!(refuse_common("password", "mette123", &["Mette", "Hansen", "mette@example.dk"]).is_err());
        assert!(sign_up_checked("Mette", "Hansen", "mette@example.dk", "123456").is_err());
        assert!(sign_up("Mette", "Hansen", "mette@example.dk", "123456").is_ok(), "the shared length rule alone allows it");
    }
    use serde_json::Value;
    use std::collections::BTreeMap;

    fn field_map(errors: Result<(), FieldErrors>) -> BTreeMap<String, String> {
        match errors {
            Ok(()) => BTreeMap::new(),
            Err(e) => e.0.iter().map(|(f, k)| (f.to_string(), k.to_string())).collect(),
        }
    }

    fn expected(case: &Value) -> BTreeMap<String, String> {
        case["errors"].as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned())).collect()
    }

    /// The cases the front-end tests run too.
    #[test]
    fn shared_validation_cases() {
        let cases: Value = serde_json::from_str(include_str!("../../app/src/lib/validation-cases.json")).unwrap();
        let s = |c: &Value, k: &str| c["input"][k].as_str().unwrap_or_default().to_owned();
        for case in cases["signUp"].as_array().unwrap() {
            let got = field_map(
                sign_up(&s(case, "firstName"), &s(case, "lastName"), &s(case, "email"), &s(case, "password")).map(|_| ()),
            );
            assert_eq!(got, expected(case), "sign-up {}", case["name"]);
        }
        for case in cases["signIn"].as_array().unwrap() {
            let got = field_map(sign_in(&s(case, "email"), &s(case, "password")).map(|_| ()));
            assert_eq!(got, expected(case), "sign-in {}", case["name"]);
        }
        for case in cases["profile"].as_array().unwrap() {
            let phone = case["input"]["phone"].as_str();
            let got = field_map(profile(&s(case, "firstName"), &s(case, "lastName"), phone).map(|_| ()));
            assert_eq!(got, expected(case), "profile {}", case["name"]);
        }
        for case in cases["passwordChange"].as_array().unwrap() {
            let got = field_map(
                password_change(&s(case, "currentPassword"), &s(case, "newPassword"), &s(case, "confirmPassword"), &[])
                    .map(|_| ()),
            );
            assert_eq!(got, expected(case), "password change {}", case["name"]);
        }
    }

    #[test]
    fn emails_are_trimmed_and_lower_cased() {
        assert_eq!(Email::parse("  Bo@Example.DK ").unwrap().as_str(), "bo@example.dk");
    }

    #[test]
    fn passwords_never_print() {
        let p = NewPassword::parse("hemmelig123").unwrap();
        assert!(!format!("{p:?}").contains("hemmelig"));
    }
}
