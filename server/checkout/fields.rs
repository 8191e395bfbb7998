//! Checks of what a customer types at the checkout: a Danish postcode (four digits,
//! 1000 to 9990), a CVR number (eight digits, the first not 0, weights 2 7 6 5 4 3 2 1
//! summing to a multiple of 11) and an EAN location number for public customers'
//! invoices (thirteen digits, GS1's check digit). Spaces people type in them are
//! ignored; the value kept is the digits.

/// The digits of `input` when it is only digits and spaces.
fn digits(input: &str) -> Option<String> {
    let kept: String = input.chars().filter(|c| !c.is_whitespace()).collect();
    (!kept.is_empty() && kept.bytes().all(|b| b.is_ascii_digit())).then_some(kept)
}

/// A Danish postcode, as four digits.
pub fn postcode(input: &str) -> Option<String> {
    let code = digits(input)?;
    let number: u32 = code.parse().ok()?;
    (code.len() == 4 && (1000..=9990).contains(&number)).then_some(code)
}

/// A CVR number that passes the modulus-11 check (the same check the business's own
/// CVR passes at start-up).
pub use crate::platform::site::cvr;

/// An EAN (GLN) of thirteen digits whose last is GS1's check digit: the digits, or
/// the message that says what is wrong (not 13 digits, or a last digit that does not
/// check out).
pub fn ean(input: &str) -> Result<String, &'static str> {
    let code = digits(input).filter(|c| c.len() == 13).ok_or("validation-checkout-ean-invalid")?;
    let d: Vec<u32> = code.bytes().map(|b| u32::from(b - b'0')).collect();
    let sum: u32 = d[..12].iter().enumerate().map(|(i, v)| if i % 2 == 1 { v * 3 } else { *v }).sum();
    if (10 - sum % 10) % 10 == d[12] { Ok(code) } else { Err("validation-checkout-ean-check-digit") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postcodes_are_danish() {
        assert_eq!(postcode("2100").as_deref(), Some("2100"));
        assert_eq!(postcode(" 1000 ").as_deref(), Some("1000"));
        assert_eq!(postcode("9990").as_deref(), Some("9990"));
        for wrong in ["0999", "999", "9991", "21000", "21a0", "", "DK-2100"] {
            assert_eq!(postcode(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn cvr_numbers_pass_modulus_11() {
        for valid in ["10150817", "24256790", "25313763", "1015 0817"] {
            assert!(cvr(valid).is_some(), "{valid}");
        }
        // One digit off, a swap, too short, a leading zero: refused.
        for wrong in ["10150818", "01150817", "1015081", "101508170", "2425679O", "24257690"] {
            assert_eq!(cvr(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn ean_numbers_carry_the_gs1_check_digit() {
        for valid in ["5790000000005", "5798000416604", "5790001330583", "5798 0098 82806"] {
            assert!(ean(valid).is_ok(), "{valid}");
        }
        // Thirteen digits whose last does not check out: said so, not "13 digits".
        for wrong in ["5790000000004", "5798000416603", "5798000416640"] {
            assert_eq!(ean(wrong), Err("validation-checkout-ean-check-digit"), "{wrong}");
        }
        for wrong in ["579800041660", "57980004166040", "57980004166O4", ""] {
            assert_eq!(ean(wrong), Err("validation-checkout-ean-invalid"), "{wrong}");
        }
    }
}
