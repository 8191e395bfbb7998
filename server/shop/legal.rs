//! What the law asks a product page of electrical goods to say, kept beside the
//! product (the local catalogue's `details.legal`; Shopify's metafields):
//!
//! - the energy class of a light source, and of a luminaire whose light source cannot
//!   be replaced (Regulation (EU) 2017/1369, Delegated Regulation (EU) 2019/2015,
//!   Annex VIII: the class arrow near the price, opening the label, the product
//!   information sheet one click away; the model registered in EPREL);
//! - product safety (Regulation (EU) 2023/988, GPSR, art. 19): the manufacturer's name
//!   or trade mark, postal and electronic address, the responsible person in the EU
//!   when the maker is outside it, what identifies the product, and the warnings and
//!   safety information in the page's language.
//!
//! What is required follows from the product's [`Kind`]; [`missing`] says what is not
//! there, for the back office's list, `elektriker catalogue check` and the rule that a
//! light source without a class is not published.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What kind of goods a product is, from which follows what the page must show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "ProductKind")]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A bulb, tube or LED strip: the energy class.
    LightSource,
    /// A luminaire whose light source cannot be replaced (built-in LEDs): the class
    /// of its light source.
    LuminaireBuiltIn,
    /// A luminaire whose light source can be replaced: no class.
    Luminaire,
    /// Other electrical equipment (sockets, dimmers, fuse boards, chargers).
    Electrical,
    /// Anything else (a cable reel, a tool): the maker.
    #[default]
    Other,
}

impl Kind {
    pub const ALL: [Kind; 5] = [Kind::LightSource, Kind::LuminaireBuiltIn, Kind::Luminaire, Kind::Electrical, Kind::Other];

    pub fn code(self) -> &'static str {
        match self {
            Kind::LightSource => "light-source",
            Kind::LuminaireBuiltIn => "luminaire-built-in",
            Kind::Luminaire => "luminaire",
            Kind::Electrical => "electrical",
            Kind::Other => "other",
        }
    }

    pub fn from_code(code: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.code() == code.trim())
    }

    /// An energy class is shown (and required).
    pub fn has_energy_class(self) -> bool {
        matches!(self, Kind::LightSource | Kind::LuminaireBuiltIn)
    }

    /// Electrical goods: Danish safety information, and the take-back of used
    /// electrical equipment (WEEE) on the page.
    pub fn is_electrical(self) -> bool {
        !matches!(self, Kind::Other)
    }
}

/// The energy efficiency classes of the rescaled label (A most efficient).
pub const CLASSES: [&str; 7] = ["A", "B", "C", "D", "E", "F", "G"];

/// A maker or the EU responsible person: who they are and where to reach them.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "LegalParty")]
#[serde(rename_all = "camelCase", default)]
pub struct Party {
    /// Registered name.
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub name: String,
    /// Trade name or mark, where it differs.
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub trade_mark: String,
    /// Postal address, lines apart by commas or new lines.
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub address: String,
    /// E-mail or web address.
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub contact: String,
}

impl Party {
    pub fn is_empty(&self) -> bool {
        self.name.is_empty() && self.trade_mark.is_empty() && self.address.is_empty() && self.contact.is_empty()
    }
}

/// An instruction or safety document the customer can download.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "LegalDocument")]
#[serde(rename_all = "camelCase", default)]
pub struct Document {
    pub title: String,
    /// `/media/…` (ours) or an `https://` address.
    pub url: String,
}

/// A product's legal facts as the merchant keeps them (Danish).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
pub struct Legal {
    pub kind: Kind,
    /// `A`…`G`; empty: none.
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub energy_class: String,
    /// The model's registration number in EPREL (digits).
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub eprel: String,
    /// The label as a picture the merchant uploaded (`/media/…`); empty: EPREL's.
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub energy_label: String,
    /// The product information sheet (`/media/…` or `https://`); empty: EPREL's.
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub product_sheet: String,
    #[serde(skip_serializing_if = "Party::is_empty")]
    #[ts(as = "Option<Party>", optional)]
    pub manufacturer: Party,
    /// The maker is outside the EU: the responsible person in the EU is required.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub outside_eu: bool,
    #[serde(skip_serializing_if = "Party::is_empty")]
    #[ts(as = "Option<Party>", optional)]
    pub responsible: Party,
    /// Type or model.
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub model: String,
    /// Batch or serial number, where the product has one.
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub batch: String,
    /// Warnings and safety information (Danish; translated like the description).
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub warnings: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<Document>>", optional)]
    pub instructions: Vec<Document>,
}

impl Legal {
    pub fn is_empty(&self) -> bool {
        *self == Legal::default()
    }

    /// Trimmed, the class in capitals, the EPREL number without spaces.
    pub fn normalised(&self) -> Legal {
        let mut out = self.clone();
        out.energy_class = out.energy_class.trim().to_uppercase();
        out.eprel = out.eprel.chars().filter(|c| !c.is_whitespace()).collect();
        for text in [&mut out.energy_label, &mut out.product_sheet, &mut out.model, &mut out.batch] {
            *text = text.trim().to_owned();
        }
        out.warnings = out.warnings.trim().replace("\r\n", "\n");
        for party in [&mut out.manufacturer, &mut out.responsible] {
            for text in [&mut party.name, &mut party.trade_mark, &mut party.address, &mut party.contact] {
                *text = text.trim().to_owned();
            }
        }
        out.instructions.retain(|d| !(d.title.trim().is_empty() && d.url.trim().is_empty()));
        for d in &mut out.instructions {
            d.title = d.title.trim().to_owned();
            d.url = d.url.trim().to_owned();
        }
        out
    }

    /// The energy class shown: for a kind that has one, when it is set.
    pub fn shown_class(&self) -> Option<&str> {
        (self.kind.has_energy_class() && CLASSES.contains(&self.energy_class.as_str())).then_some(self.energy_class.as_str())
    }
}

/// Something a product's kind requires that it lacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "LegalMissing")]
#[serde(rename_all = "kebab-case")]
pub enum Missing {
    EnergyClass,
    Eprel,
    Manufacturer,
    ManufacturerAddress,
    ManufacturerContact,
    Responsible,
    Warnings,
}

impl Missing {
    pub const ALL: [Missing; 7] = [
        Missing::EnergyClass,
        Missing::Eprel,
        Missing::Manufacturer,
        Missing::ManufacturerAddress,
        Missing::ManufacturerContact,
        Missing::Responsible,
        Missing::Warnings,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Missing::EnergyClass => "energy-class",
            Missing::Eprel => "eprel",
            Missing::Manufacturer => "manufacturer",
            Missing::ManufacturerAddress => "manufacturer-address",
            Missing::ManufacturerContact => "manufacturer-contact",
            Missing::Responsible => "responsible",
            Missing::Warnings => "warnings",
        }
    }

    pub fn from_code(code: &str) -> Option<Missing> {
        Missing::ALL.into_iter().find(|m| m.code() == code)
    }

    /// What an operator reads (`catalogue check`), in English.
    pub fn describe(self) -> &'static str {
        match self {
            Missing::EnergyClass => "no energy class (A-G)",
            Missing::Eprel => "no EPREL registration number",
            Missing::Manufacturer => "no manufacturer's name or trade mark",
            Missing::ManufacturerAddress => "no manufacturer's postal address",
            Missing::ManufacturerContact => "no manufacturer's e-mail or web address",
            Missing::Responsible => "no EU responsible person (the maker is outside the EU)",
            Missing::Warnings => "no Danish safety information",
        }
    }
}

/// What `legal` lacks of what its kind requires: every product the maker (GPSR);
/// electrical goods the Danish safety information; light sources and luminaires with
/// built-in ones the class and the EPREL number; a maker outside the EU the
/// responsible person with an address.
pub fn missing(legal: &Legal) -> Vec<Missing> {
    let mut out = Vec::new();
    if legal.kind.has_energy_class() {
        if !CLASSES.contains(&legal.energy_class.as_str()) {
            out.push(Missing::EnergyClass);
        }
        if legal.eprel.is_empty() {
            out.push(Missing::Eprel);
        }
    }
    let maker = &legal.manufacturer;
    if maker.name.is_empty() && maker.trade_mark.is_empty() {
        out.push(Missing::Manufacturer);
    }
    if maker.address.is_empty() {
        out.push(Missing::ManufacturerAddress);
    }
    if maker.contact.is_empty() {
        out.push(Missing::ManufacturerContact);
    }
    if legal.outside_eu && (legal.responsible.name.is_empty() || legal.responsible.address.is_empty()) {
        out.push(Missing::Responsible);
    }
    if legal.kind.is_electrical() && legal.warnings.is_empty() {
        out.push(Missing::Warnings);
    }
    out
}

/// The codes of [`missing`] as stored beside the product (`legal_missing`), space
/// apart; empty: nothing missing.
pub fn missing_text(legal: &Legal) -> String {
    missing(legal).iter().map(|m| m.code()).collect::<Vec<_>>().join(" ")
}

/// EPREL's public page of a registered model.
pub fn eprel_page(eprel: &str) -> String {
    format!("https://eprel.ec.europa.eu/screen/product/lamps/{eprel}")
}

/// EPREL's label of a registered light source (PDF).
pub fn eprel_label(eprel: &str) -> String {
    format!("https://eprel.ec.europa.eu/api/products/lamps/{eprel}/labels?format=PDF")
}

/// EPREL's product information sheet of a registered light source, in a language.
pub fn eprel_sheet(eprel: &str, lang: crate::i18n::Lang) -> String {
    format!("https://eprel.ec.europa.eu/api/products/lamps/{eprel}/fiches?language={}&format=PDF", lang.code().to_uppercase())
}

/// Where a document's address may point: ours (`/media/…`) or `https://`.
pub fn valid_url(url: &str) -> bool {
    (url.starts_with("/media/") && !url.contains("..")) || (url.starts_with("https://") && url.len() <= 2000 && !url.contains(char::is_whitespace))
}

/// What is wrong with `legal` as typed, as `(field, message id)`: a class not A-G, an
/// EPREL number that is not digits, an address that is neither ours nor https, text
/// too long.
pub fn invalid(legal: &Legal) -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    if !legal.energy_class.is_empty() && !CLASSES.contains(&legal.energy_class.as_str()) {
        out.push(("legal.energyClass".into(), "catalogue-energy-class-invalid"));
    }
    if !legal.eprel.is_empty() && (legal.eprel.len() > 12 || !legal.eprel.chars().all(|c| c.is_ascii_digit())) {
        out.push(("legal.eprel".into(), "catalogue-eprel-invalid"));
    }
    for (field, url) in [("legal.energyLabel", &legal.energy_label), ("legal.productSheet", &legal.product_sheet)] {
        if !url.is_empty() && !valid_url(url) {
            out.push((field.into(), "catalogue-document-url-invalid"));
        }
    }
    for (i, d) in legal.instructions.iter().enumerate() {
        if d.title.is_empty() || d.title.chars().count() > 255 || !valid_url(&d.url) {
            out.push((format!("legal.instructions.{i}"), "catalogue-document-invalid"));
        }
    }
    let parties = [&legal.manufacturer, &legal.responsible];
    let long = parties.iter().any(|p| [&p.name, &p.trade_mark, &p.address, &p.contact].iter().any(|t| t.chars().count() > 500))
        || legal.model.chars().count() > 255
        || legal.batch.chars().count() > 255
        || legal.warnings.chars().count() > 10_000
        || legal.instructions.len() > 10;
    if long {
        out.push(("legal".into(), "catalogue-legal-too-long"));
    }
    out
}

/// The metafields' keys, in the order of [`CSV_COLUMNS`]: what the Shopify CSV's
/// columns and Shopify's Storefront metafields (in the namespace of the settings,
/// `custom` by default) are named by.
pub const KEYS: [&str; 17] = [
    "product_kind",
    "energy_class",
    "eprel_registration_number",
    "energy_label",
    "product_information_sheet",
    "manufacturer",
    "manufacturer_trade_mark",
    "manufacturer_address",
    "manufacturer_contact",
    "manufacturer_outside_eu",
    "eu_responsible_person",
    "eu_responsible_address",
    "eu_responsible_contact",
    "model",
    "batch",
    "safety_information",
    "instructions",
];

/// The legal facts' columns as Shopify's product export names a metafield's column:
/// `Name (product.metafields.namespace.key)`.
pub const CSV_COLUMNS: [&str; 17] = [
    "Product kind (product.metafields.custom.product_kind)",
    "Energy class (product.metafields.custom.energy_class)",
    "EPREL registration number (product.metafields.custom.eprel_registration_number)",
    "Energy label (product.metafields.custom.energy_label)",
    "Product information sheet (product.metafields.custom.product_information_sheet)",
    "Manufacturer (product.metafields.custom.manufacturer)",
    "Manufacturer trade mark (product.metafields.custom.manufacturer_trade_mark)",
    "Manufacturer address (product.metafields.custom.manufacturer_address)",
    "Manufacturer contact (product.metafields.custom.manufacturer_contact)",
    "Manufacturer outside EU (product.metafields.custom.manufacturer_outside_eu)",
    "EU responsible person (product.metafields.custom.eu_responsible_person)",
    "EU responsible person address (product.metafields.custom.eu_responsible_address)",
    "EU responsible person contact (product.metafields.custom.eu_responsible_contact)",
    "Model (product.metafields.custom.model)",
    "Batch or serial number (product.metafields.custom.batch)",
    "Safety information (product.metafields.custom.safety_information)",
    "Instructions (product.metafields.custom.instructions)",
];

/// The facts as the metafields' values, in the order of [`KEYS`]: text as it is, the
/// kind as its code, the flag `true`/`false`, the instructions as a JSON list of
/// `{"title","url"}` (a `json` metafield); empty where there is nothing.
pub fn values(legal: &Legal) -> [String; 17] {
    let instructions = if legal.instructions.is_empty() { String::new() } else { serde_json::to_string(&legal.instructions).unwrap_or_default() };
    let m = &legal.manufacturer;
    let r = &legal.responsible;
    [
        if legal.is_empty() { String::new() } else { legal.kind.code().to_owned() },
        legal.energy_class.clone(),
        legal.eprel.clone(),
        legal.energy_label.clone(),
        legal.product_sheet.clone(),
        m.name.clone(),
        m.trade_mark.clone(),
        m.address.clone(),
        m.contact.clone(),
        if legal.outside_eu { "true".to_owned() } else { String::new() },
        r.name.clone(),
        r.address.clone(),
        r.contact.clone(),
        legal.model.clone(),
        legal.batch.clone(),
        legal.warnings.clone(),
        instructions,
    ]
}

/// The facts from the metafields' values (`value(key)`, empty where there is none),
/// with the keys whose value does not read (an unknown kind, a flag that is not
/// true/false, instructions that are not such a list) and the value.
pub fn from_values<'a>(value: impl Fn(&str) -> &'a str) -> (Legal, Vec<(&'static str, String)>) {
    let mut wrong = Vec::new();
    let text = |key: &str| value(key).trim().to_owned();
    let kind = match value("product_kind").trim() {
        "" => Kind::Other,
        code => Kind::from_code(&code.to_lowercase().replace('_', "-")).unwrap_or_else(|| {
            wrong.push(("product_kind", code.to_owned()));
            Kind::Other
        }),
    };
    let outside_eu = match value("manufacturer_outside_eu").trim().to_ascii_lowercase().as_str() {
        "true" | "yes" | "1" => true,
        "false" | "no" | "0" | "" => false,
        other => {
            wrong.push(("manufacturer_outside_eu", other.to_owned()));
            false
        }
    };
    let instructions = match value("instructions").trim() {
        "" => Vec::new(),
        json => serde_json::from_str::<Vec<Document>>(json).unwrap_or_else(|_| {
            wrong.push(("instructions", json.to_owned()));
            Vec::new()
        }),
    };
    let legal = Legal {
        kind,
        energy_class: text("energy_class"),
        eprel: text("eprel_registration_number"),
        energy_label: text("energy_label"),
        product_sheet: text("product_information_sheet"),
        manufacturer: Party {
            name: text("manufacturer"),
            trade_mark: text("manufacturer_trade_mark"),
            address: text("manufacturer_address"),
            contact: text("manufacturer_contact"),
        },
        outside_eu,
        responsible: Party {
            name: text("eu_responsible_person"),
            trade_mark: String::new(),
            address: text("eu_responsible_address"),
            contact: text("eu_responsible_contact"),
        },
        model: text("model"),
        batch: text("batch"),
        warnings: text("safety_information"),
        instructions,
    };
    (legal.normalised(), wrong)
}

/// A product's legal facts as its page shows them, in the page's language: the
/// energy class with its label and information sheet, who made it and who answers
/// for it in the EU, what identifies it, its warnings and instructions.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PageLegal {
    pub kind: Kind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub energy: Option<Energy>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub manufacturer: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub responsible: Option<Party>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub model: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub batch: String,
    /// The warnings in the page's language (Danish where no translation is kept).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub warnings: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<Document>>", optional)]
    pub instructions: Vec<Document>,
}

/// The energy class as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "EnergyClassInfo")]
#[serde(rename_all = "camelCase")]
pub struct Energy {
    /// `A`…`G`.
    pub class: String,
    /// The label to show in the dialog: our picture (`/media/…`), none when the
    /// label is EPREL's (the page's policy loads no picture from elsewhere: it links).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub label_image: Option<String>,
    /// The label itself (ours, or EPREL's PDF).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub label_url: Option<String>,
    /// The product information sheet (ours, or EPREL's in the page's language).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub sheet_url: Option<String>,
    /// The model's page in EPREL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub eprel_url: Option<String>,
}

impl PageLegal {
    /// What a card in a listing shows of it (the class arrow beside the price): the
    /// kind and the class, none of the rest (the product's own page has it), so that a
    /// listing's page carries no maker, warnings or links for each of its products.
    pub fn for_card(self) -> Option<PageLegal> {
        let energy = self.energy.map(|e| Energy { class: e.class, label_image: None, label_url: None, sheet_url: None, eprel_url: None })?;
        Some(PageLegal { kind: self.kind, energy: Some(energy), ..PageLegal::default() })
    }

    /// The page's facts from the stored ones (the warnings already in `lang`); none
    /// when the merchant has given none.
    pub fn of(legal: &Legal, lang: crate::i18n::Lang) -> Option<PageLegal> {
        if legal.is_empty() {
            return None;
        }
        let energy = legal.shown_class().map(|class| {
            let eprel = Some(legal.eprel.clone()).filter(|e| !e.is_empty());
            let ours = Some(legal.energy_label.clone()).filter(|u| u.starts_with("/media/"));
            Energy {
                class: class.to_owned(),
                label_image: ours.clone(),
                label_url: ours.or_else(|| eprel.as_deref().map(eprel_label)),
                sheet_url: Some(legal.product_sheet.clone()).filter(|u| !u.is_empty()).or_else(|| eprel.as_deref().map(|e| eprel_sheet(e, lang))),
                eprel_url: eprel.as_deref().map(eprel_page),
            }
        });
        let party = |p: &Party| Some(p.clone()).filter(|p| !p.is_empty());
        Some(PageLegal {
            kind: legal.kind,
            energy,
            manufacturer: party(&legal.manufacturer),
            responsible: if legal.outside_eu { party(&legal.responsible) } else { None },
            model: legal.model.clone(),
            batch: legal.batch.clone(),
            warnings: legal.warnings.clone(),
            instructions: legal.instructions.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn maker() -> Party {
        Party { name: "Nordlys Belysning ApS".into(), trade_mark: String::new(), address: "Industrivej 12, 2600 Glostrup".into(), contact: "info@nordlys.dk".into() }
    }

    #[test]
    fn what_a_kind_requires() {
        let bulb = Legal { kind: Kind::LightSource, manufacturer: maker(), warnings: "Sluk før skift.".into(), ..Legal::default() };
        assert_eq!(missing(&bulb), [Missing::EnergyClass, Missing::Eprel]);
        let labelled = Legal { energy_class: "F".into(), eprel: "1523401".into(), ..bulb.clone() };
        assert_eq!(missing(&labelled), []);
        // A luminaire whose light source can be replaced needs no class.
        assert_eq!(missing(&Legal { kind: Kind::Luminaire, ..bulb.clone() }), []);
        // A maker outside the EU: the responsible person too.
        assert_eq!(missing(&Legal { outside_eu: true, ..labelled.clone() }), [Missing::Responsible]);
        // Electrical goods need Danish safety information; other goods the maker only.
        assert_eq!(missing(&Legal { kind: Kind::Electrical, warnings: String::new(), ..labelled.clone() }), [Missing::Warnings]);
        assert_eq!(missing(&Legal::default()), [Missing::Manufacturer, Missing::ManufacturerAddress, Missing::ManufacturerContact]);
        assert_eq!(missing_text(&bulb), "energy-class eprel");
        for kind in Kind::ALL {
            assert_eq!(Kind::from_code(kind.code()), Some(kind));
        }
        for m in Missing::ALL {
            assert_eq!(Missing::from_code(m.code()), Some(m));
        }
    }

    #[test]
    fn the_page_shows_the_class_only_where_the_kind_has_one() {
        let bulb = Legal { kind: Kind::LightSource, energy_class: "F".into(), eprel: "1523401".into(), manufacturer: maker(), ..Legal::default() };
        let page = PageLegal::of(&bulb, crate::i18n::Lang::En).unwrap();
        let energy = page.energy.unwrap();
        assert_eq!(energy.class, "F");
        assert_eq!(energy.label_image, None, "EPREL's label is linked, not loaded");
        assert_eq!(energy.sheet_url.unwrap(), "https://eprel.ec.europa.eu/api/products/lamps/1523401/fiches?language=EN&format=PDF");
        let luminaire = Legal { kind: Kind::Luminaire, ..bulb.clone() };
        assert_eq!(PageLegal::of(&luminaire, crate::i18n::Lang::Da).unwrap().energy, None);
        assert_eq!(PageLegal::of(&Legal::default(), crate::i18n::Lang::Da), None);
        let typed = Legal { energy_class: " f ".into(), eprel: "15 234 01".into(), ..bulb };
        assert_eq!(typed.normalised().energy_class, "F");
        assert_eq!(typed.normalised().eprel, "1523401");
        assert_eq!(invalid(&Legal { eprel: "12a".into(), ..Legal::default() }), [("legal.eprel".to_owned(), "catalogue-eprel-invalid")]);
    }
}
