//! The local catalogue in Shopify's product CSV format, in and out: what a business
//! moving from (or to) Shopify, or editing prices in a spreadsheet, hands us. The
//! columns are Shopify's own export's, in its order, found by header name on the way
//! in; one column is ours, `Collection` (the collections' handles, comma-separated),
//! since Shopify's export has none.
//!
//! Rows with the same `Handle` are one product: the first carries the product's fields
//! and its first variant, the following ones further variants and/or further images.
//! What the format does not carry is kept from the stored product: a variant's
//! "offered for sale" flag (Shopify has no such column: stock decides there), and the
//! collections and stock counts when the file has no such column (Shopify's export
//! has no `Collection`, newer ones no `Variant Inventory Qty`). Images are never
//! fetched: an `Image Src` on the web is listed as not imported; one under our own
//! `/media/` paths (what our export writes) is kept.
//!
//! An import is all or nothing: every bad row is reported by line and column, and one
//! is enough for nothing to be written. The file is read as it is imported, a batch of
//! products at a time, all in one transaction: a file of 100 MB is never held whole.

use std::collections::{HashMap, HashSet};
use std::io::Read;

use serde::Serialize;
use ts_rs::TS;

use super::description;
use super::catalogue::{self, Actor, FieldError, ImageInput, OptionInput, ProductInput, SaveError, VariantInput};
use crate::platform::Db;

/// The largest file an import reads.
pub const MAX_BYTES: usize = 100 * 1024 * 1024;
/// Errors kept for the report (a file of bad rows is counted, not listed, past these).
pub const MAX_REPORTED: usize = 1000;
/// Products read from the database at a time (export pages, import look-ups), and
/// handed from the file's reading to the import's transaction at a time.
const BATCH: usize = 500;
/// Changed products an import's report lists (past these, it counts them): enough for
/// the callers to signal each one when there are few.
pub const MAX_CHANGED_LISTED: usize = 1000;

const HANDLE: &str = "Handle";
const TITLE: &str = "Title";
const BODY: &str = "Body (HTML)";
const VENDOR: &str = "Vendor";
const TYPE: &str = "Type";
const TAGS: &str = "Tags";
const PUBLISHED: &str = "Published";
const OPTION_NAMES: [&str; 3] = ["Option1 Name", "Option2 Name", "Option3 Name"];
const OPTION_VALUES: [&str; 3] = ["Option1 Value", "Option2 Value", "Option3 Value"];
const SKU: &str = "Variant SKU";
const TRACKER: &str = "Variant Inventory Tracker";
const QUANTITY: &str = "Variant Inventory Qty";
const PRICE: &str = "Variant Price";
const COMPARE_AT: &str = "Variant Compare At Price";
const IMAGE_SRC: &str = "Image Src";
const IMAGE_POSITION: &str = "Image Position";
const IMAGE_ALT: &str = "Image Alt Text";
const STATUS: &str = "Status";
const COLLECTION: &str = "Collection";
const CATEGORY: &str = "Product Category";
const BARCODE: &str = "Variant Barcode";
const GRAMS: &str = "Variant Grams";
const SEO_TITLE: &str = "SEO Title";
const SEO_DESCRIPTION: &str = "SEO Description";
const VARIANT_IMAGE: &str = "Variant Image";
/// The legal facts' first column (the product's kind): a file without it keeps the
/// stored facts; with it, the facts are the file's ([`super::legal::CSV_COLUMNS`],
/// written after ours).
const LEGAL_KIND: &str = super::legal::CSV_COLUMNS[0];
/// The columns of what the merchant wrote beside the product's own fields, and the
/// pictures': a file without one keeps what is stored (a price sheet says nothing of them).
const KEPT_IF_ABSENT: [&str; 7] = [SEO_TITLE, SEO_DESCRIPTION, CATEGORY, BARCODE, GRAMS, VARIANT_IMAGE, IMAGE_SRC];

/// The columns as Shopify's product export writes them, in its order, and ours last.
pub const COLUMNS: [&str; 48] = [
    HANDLE,
    TITLE,
    BODY,
    VENDOR,
    CATEGORY,
    TYPE,
    TAGS,
    PUBLISHED,
    "Option1 Name",
    "Option1 Value",
    "Option2 Name",
    "Option2 Value",
    "Option3 Name",
    "Option3 Value",
    SKU,
    GRAMS,
    TRACKER,
    QUANTITY,
    "Variant Inventory Policy",
    "Variant Fulfillment Service",
    PRICE,
    COMPARE_AT,
    "Variant Requires Shipping",
    "Variant Taxable",
    BARCODE,
    IMAGE_SRC,
    IMAGE_POSITION,
    IMAGE_ALT,
    "Gift Card",
    SEO_TITLE,
    SEO_DESCRIPTION,
    "Google Shopping / Google Product Category",
    "Google Shopping / Gender",
    "Google Shopping / Age Group",
    "Google Shopping / MPN",
    "Google Shopping / Condition",
    "Google Shopping / Custom Product",
    "Google Shopping / Custom Label 0",
    "Google Shopping / Custom Label 1",
    "Google Shopping / Custom Label 2",
    "Google Shopping / Custom Label 3",
    "Google Shopping / Custom Label 4",
    VARIANT_IMAGE,
    "Variant Weight Unit",
    "Variant Tax Code",
    "Cost per item",
    STATUS,
    COLLECTION,
];

/// The header names of Shopify's current product template (2024 on) for the columns
/// the classic export names otherwise: either dialect is read, the classic one written.
const ALIASES: [(&str, &str); 14] = [
    ("URL handle", HANDLE),
    ("Description", BODY),
    ("Published on online store", PUBLISHED),
    ("SKU", SKU),
    ("Barcode", BARCODE),
    ("Price", PRICE),
    ("Compare-at price", COMPARE_AT),
    ("Inventory tracker", TRACKER),
    ("Inventory quantity", QUANTITY),
    ("Weight value (grams)", GRAMS),
    ("Weight unit for display", "Variant Weight Unit"),
    ("Product image URL", IMAGE_SRC),
    ("Variant image URL", VARIANT_IMAGE),
    ("Charge tax", "Variant Taxable"),
];

/// The cells that make a row after a product's first a variant row (an image row has
/// none of them).
const VARIANT_CELLS: [&str; 7] = [OPTION_VALUES[0], OPTION_VALUES[1], OPTION_VALUES[2], SKU, PRICE, COMPARE_AT, QUANTITY];

/// One thing wrong with the file: where (line 1 is the header; a quoted cell with
/// line breaks spans lines, and a row's line is where it starts), the column, the
/// message id and its argument.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RowError {
    pub line: usize,
    pub column: String,
    pub error: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arg: Option<String>,
}

impl RowError {
    fn new(line: usize, column: &str, error: &str) -> RowError {
        RowError { line, column: column.to_owned(), error: error.to_owned(), arg: None }
    }
    fn with_arg(mut self, arg: impl Into<String>) -> RowError {
        self.arg = Some(arg.into());
        self
    }
}

/// Something the file names that the import leaves out (not an error): an image on
/// the web, which is not fetched (upload it in the back office instead).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct NotImported {
    pub line: usize,
    pub column: String,
    pub value: String,
    /// The message id saying why.
    pub reason: String,
}

/// A file read: the products (each with the line of its first row), what is wrong,
/// and what is left out.
#[derive(Debug, Default)]
pub struct Parsed {
    /// Empty from [`ProductRows::end`]: the products went by one at a time.
    pub products: Vec<(usize, ProductInput)>,
    /// The first [`MAX_REPORTED`], by line.
    pub errors: Vec<RowError>,
    /// All of them.
    pub error_count: usize,
    pub not_imported: Vec<NotImported>,
    /// Data rows read (a product's further variants and images are rows too).
    pub rows: usize,
    /// The file has a `Collection` column (else the stored collections stay).
    pub has_collections: bool,
    /// The file has a `Variant Inventory Qty` column (else the stored counts stay).
    pub has_stock: bool,
    /// The file has a `Variant Inventory Tracker` column (an empty one: not counted).
    pub has_tracker: bool,
    /// The [`KEPT_IF_ABSENT`] the file has (the others keep what is stored).
    pub kept_columns: Vec<&'static str>,
    /// `;`-separated: prices are written with a decimal comma ("1.299,50").
    pub decimal_comma: bool,
    /// What was imported differently from how the file says it, or is worth a look
    /// (a compare-at price not above the price, left out; a SKU used before; stock
    /// below zero), by line: the file imports.
    pub warnings: Vec<RowError>,
    /// SKUs seen so far (Shopify allows the same twice: a warning, not an error).
    skus: HashSet<String>,
    /// The file is over [`MAX_BYTES`]: that is its one error, and nothing else counts.
    pub too_large: bool,
}

impl Parsed {
    fn too_large() -> Parsed {
        let mut parsed = Parsed { too_large: true, ..Parsed::default() };
        parsed.error(RowError::new(0, "", "catalogue-csv-too-large").with_arg("100 MB"));
        parsed
    }

    fn error(&mut self, error: RowError) {
        self.error_count += 1;
        if self.errors.len() < MAX_REPORTED {
            self.errors.push(error);
        }
    }

    /// The collections the products name (the caller checks them against the
    /// database), with the line of each product that names one.
    pub fn collections(&self) -> Vec<(usize, &str)> {
        self.products.iter().flat_map(|(line, p)| p.collections.iter().map(|c| (*line, c.as_str()))).collect()
    }
}

/// Reads a product CSV as Shopify's export writes it (UTF-8, with or without a byte
/// order mark). Refuses a file over [`MAX_BYTES`].
pub fn parse(bytes: &[u8]) -> Parsed {
    if bytes.len() > MAX_BYTES {
        return Parsed::too_large();
    }
    let mut rows = ProductRows::new(bytes);
    let products = rows.by_ref().collect();
    Parsed { products, ..rows.end() }
}

/// The input refused past [`MAX_BYTES`], however it came (a request's body without a
/// length, a file growing while read): the read fails with [`TooLarge`].
struct Limited<R> {
    inner: R,
    left: usize,
}

#[derive(Debug)]
struct TooLarge;

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "more than {MAX_BYTES} bytes")
    }
}

impl std::error::Error for TooLarge {}

impl<R: Read> Read for Limited<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            // At the limit: fine if the input ends here.
            let mut probe = [0u8; 1];
            return match self.inner.read(&mut probe)? {
                0 => Ok(0),
                _ => Err(std::io::Error::other(TooLarge)),
            };
        }
        let wanted = buf.len().min(self.left);
        let read = self.inner.read(&mut buf[..wanted])?;
        self.left -= read;
        Ok(read)
    }
}

/// The most of the header line read to tell its separator.
const HEADER_PEEK: usize = 64 * 1024;

/// The separator of a header line: `;` when it has more of them than commas outside
/// quotes (a spreadsheet saved with a Danish locale), else `,`.
fn separator(header: &[u8]) -> u8 {
    let (mut commas, mut semicolons, mut quoted) = (0, 0, false);
    for byte in header {
        match byte {
            b'"' => quoted = !quoted,
            b',' if !quoted => commas += 1,
            b';' if !quoted => semicolons += 1,
            b'\n' if !quoted => break,
            _ => {}
        }
    }
    if semicolons > commas { b';' } else { b',' }
}

/// The input as the CSV reader reads it: at most [`MAX_BYTES`], after the byte order
/// mark if it starts with one, its line ends made `\n`.
type Input<R> = Newlines<std::io::Chain<std::io::Cursor<Vec<u8>>, Limited<R>>>;

/// Line ends as `\n`: a file saved by Excel or Shopify's templates ends its lines with
/// `\r\n` (and an old Mac's with `\r`), which the CSV reader counts one line short, so
/// every line number would name the line above (inside a quoted cell too: a
/// description's line breaks are layout, whatever their bytes).
struct Newlines<R> {
    inner: R,
    /// A `\r` was the last byte read: its `\n` may follow.
    after_cr: bool,
    /// Bytes made and not yet handed out.
    out: std::collections::VecDeque<u8>,
    chunk: Vec<u8>,
}

impl<R: Read> Newlines<R> {
    fn new(inner: R) -> Newlines<R> {
        Newlines { inner, after_cr: false, out: std::collections::VecDeque::new(), chunk: vec![0; 8192] }
    }
}

impl<R: Read> Read for Newlines<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        while self.out.is_empty() {
            let read = self.inner.read(&mut self.chunk)?;
            if read == 0 {
                break;
            }
            for &byte in &self.chunk[..read] {
                match (self.after_cr, byte) {
                    (true, b'\n') => self.after_cr = false,
                    (_, b'\r') => {
                        self.out.push_back(b'\n');
                        self.after_cr = true;
                    }
                    _ => {
                        self.out.push_back(byte);
                        self.after_cr = false;
                    }
                }
            }
        }
        let n = buf.len().min(self.out.len());
        for (slot, byte) in buf.iter_mut().zip(self.out.drain(..n)) {
            *slot = byte;
        }
        Ok(n)
    }
}

/// A product CSV read a product at a time, so that a large file is never held whole:
/// each product is yielded (with the line of its first row) once its last row is read,
/// checked as [`parse`] checks it. What is wrong and what is left out gather meanwhile;
/// [`ProductRows::end`] gives them once the products are all yielded.
pub struct ProductRows<R: Read> {
    reader: ::csv::Reader<Input<R>>,
    record: ::csv::ByteRecord,
    columns: Columns,
    /// The product whose rows are being read.
    current: Option<Building>,
    /// Products already ended: Shopify requires a product's rows to be adjacent (their
    /// handles are small beside the file).
    ended: HashSet<String>,
    parsed: Parsed,
    /// The file is read to its end, or to an error that stops the reading.
    done: bool,
}

impl<R: Read> ProductRows<R> {
    /// Reads the header (the first bytes, the byte order mark skipped; the rows are
    /// read as they are asked for).
    pub fn new(input: R) -> ProductRows<R> {
        ProductRows::with_limit(input, MAX_BYTES)
    }

    fn with_limit(input: R, limit: usize) -> ProductRows<R> {
        let mut input = Limited { inner: input, left: limit };
        // The header line (within reason), to tell the separator: a spreadsheet saved
        // in Danish (or German, French) writes `;` and decimal commas.
        let mut start = Vec::with_capacity(1024);
        let mut first = Ok(());
        let mut byte = [0u8; 1];
        while start.len() < HEADER_PEEK {
            match input.read(&mut byte) {
                Ok(0) => break,
                Ok(_) => {
                    start.push(byte[0]);
                    if byte[0] == b'\n' {
                        break;
                    }
                }
                Err(error) => {
                    first = Err(error);
                    break;
                }
            }
        }
        if start.starts_with(b"\xEF\xBB\xBF") {
            start.drain(..3);
        }
        let delimiter = separator(&start);
        let reader = ::csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .delimiter(delimiter)
            .from_reader(Newlines::new(std::io::Cursor::new(start).chain(input)));
        let mut rows = ProductRows {
            reader,
            record: ::csv::ByteRecord::new(),
            columns: Columns(HashMap::new()),
            current: None,
            ended: HashSet::new(),
            parsed: Parsed::default(),
            done: true,
        };
        if let Err(error) = first {
            rows.parsed.error(RowError::new(0, "", "catalogue-csv-malformed").with_arg(error.to_string()));
            return rows;
        }
        match rows.reader.read_byte_record(&mut rows.record) {
            Ok(true) => {}
            Ok(false) => {
                rows.parsed.error(RowError::new(1, HANDLE, "catalogue-csv-column-missing").with_arg(HANDLE));
                return rows;
            }
            Err(error) => {
                rows.stop(error);
                return rows;
            }
        }
        rows.columns = match cells(&rows.record, 1) {
            Ok(header) => Columns::of(&header),
            Err(line) => {
                rows.parsed.error(RowError::new(line, "", "catalogue-csv-not-utf8"));
                return rows;
            }
        };
        // Shopify's current template needs only a title for a new product.
        if !rows.columns.0.contains_key(HANDLE) && !rows.columns.0.contains_key(TITLE) {
            rows.parsed.error(RowError::new(1, HANDLE, "catalogue-csv-column-missing").with_arg(format!("{HANDLE} / URL handle")));
            return rows;
        }
        rows.parsed.has_collections = rows.columns.0.contains_key(COLLECTION);
        rows.parsed.has_stock = rows.columns.0.contains_key(QUANTITY);
        rows.parsed.has_tracker = rows.columns.0.contains_key(TRACKER);
        rows.parsed.kept_columns =
            KEPT_IF_ABSENT.iter().chain([LEGAL_KIND].iter()).copied().filter(|c| rows.columns.0.contains_key(c)).collect();
        rows.parsed.decimal_comma = delimiter == b';';
        rows.done = false;
        rows
    }

    /// The errors found so far (one is enough for nothing to be written).
    pub fn error_count(&self) -> usize {
        self.parsed.error_count
    }

    /// The file has a `Collection` column (else the stored collections stay).
    pub fn has_collections(&self) -> bool {
        self.parsed.has_collections
    }

    /// The file has a `Variant Inventory Qty` column (else the stored counts stay).
    pub fn has_stock(&self) -> bool {
        self.parsed.has_stock
    }

    /// The [`KEPT_IF_ABSENT`] the file has.
    pub fn kept_columns(&self) -> Vec<&'static str> {
        self.parsed.kept_columns.clone()
    }

    /// What the file's reading found, its errors by line, once the products are all
    /// yielded (`products` is empty).
    pub fn end(mut self) -> Parsed {
        self.parsed.errors.sort_by_key(|e| e.line);
        self.parsed
    }

    /// The reading stops at an error of the CSV itself (or of the input).
    fn stop(&mut self, error: ::csv::Error) {
        self.done = true;
        let too_large = matches!(error.kind(), ::csv::ErrorKind::Io(io) if io.get_ref().is_some_and(|e| e.is::<TooLarge>()));
        if too_large {
            self.current = None;
            self.parsed = Parsed::too_large();
            return;
        }
        let line = error.position().map_or(0, |p| p.line() as usize);
        self.parsed.error(RowError::new(line, "", "catalogue-csv-malformed").with_arg(error.to_string()));
    }
}

impl<R: Read> Iterator for ProductRows<R> {
    type Item = (usize, ProductInput);

    fn next(&mut self) -> Option<(usize, ProductInput)> {
        while !self.done {
            match self.reader.read_byte_record(&mut self.record) {
                Ok(true) => {}
                Ok(false) => {
                    self.done = true;
                    break;
                }
                Err(error) => {
                    self.stop(error);
                    break;
                }
            }
            let line = self.record.position().map_or(0, |p| p.line() as usize);
            let row = match cells(&self.record, line) {
                Ok(cells) => Row { line, cells, columns: &self.columns },
                Err(line) => {
                    self.parsed.error(RowError::new(line, "", "catalogue-csv-not-utf8"));
                    self.done = true;
                    break;
                }
            };
            if row.cells.iter().all(|c| c.trim().is_empty()) {
                continue;
            }
            self.parsed.rows += 1;
            let handle = row.get(HANDLE);
            if let Some(building) = self.current.as_mut().filter(|b| b.product.handle == handle) {
                building.add(&row, false, &mut self.parsed);
                continue;
            }
            let finished = self.current.take().map(|building| {
                self.ended.insert(building.product.handle.clone());
                building.finish(&mut self.parsed)
            });
            if self.ended.contains(handle) {
                self.parsed.error(RowError::new(line, HANDLE, "catalogue-csv-handle-not-adjacent").with_arg(handle));
            } else {
                self.current = Some(Building::start(&row, &mut self.parsed));
            }
            if finished.is_some() {
                return finished;
            }
        }
        // The file's end (or an error that stops the reading): its last product.
        self.current.take().map(|building| building.finish(&mut self.parsed))
    }
}

/// The header's columns that we read, by their canonical name.
struct Columns(HashMap<&'static str, usize>);

impl Columns {
    /// The header's columns by their classic names, whichever dialect names them
    /// (case aside: Shopify's own files differ in it).
    fn of(header: &[&str]) -> Columns {
        let mut found = HashMap::new();
        for (i, name) in header.iter().enumerate() {
            let name = name.trim();
            let known = COLUMNS
                .iter()
                .chain(super::legal::CSV_COLUMNS.iter())
                .find(|c| c.eq_ignore_ascii_case(name))
                .copied()
                .or_else(|| ALIASES.iter().find(|(alias, _)| alias.eq_ignore_ascii_case(name)).map(|(_, classic)| *classic));
            if let Some(known) = known {
                found.entry(known).or_insert(i);
            }
        }
        Columns(found)
    }
}

/// One data row: its line and its cells.
struct Row<'a> {
    line: usize,
    cells: Vec<&'a str>,
    columns: &'a Columns,
}

impl Row<'_> {
    /// The cell in `column`, trimmed ("" when the file has no such column).
    fn get(&self, column: &str) -> &str {
        self.raw(column).trim()
    }
    fn raw(&self, column: &str) -> &str {
        self.columns.0.get(column).and_then(|&i| self.cells.get(i)).copied().unwrap_or("")
    }
}

/// The record's cells as text; else the line of the first byte that is not UTF-8.
fn cells(record: &::csv::ByteRecord, line: usize) -> Result<Vec<&str>, usize> {
    let mut cells = Vec::with_capacity(record.len());
    let mut newlines = 0;
    for cell in record.iter() {
        match std::str::from_utf8(cell) {
            Ok(text) => {
                newlines += text.matches('\n').count();
                cells.push(text);
            }
            Err(error) => {
                return Err(line + newlines + cell[..error.valid_up_to()].iter().filter(|b| **b == b'\n').count());
            }
        }
    }
    Ok(cells)
}

/// A product while its rows are read.
struct Building {
    line: usize,
    product: ProductInput,
    /// Shopify's "no options": one option `Title` whose one value is `Default Title`.
    default_title: bool,
    variant_lines: Vec<usize>,
    /// Each image with its line and its `Image Position` (none: after the numbered).
    images: Vec<(usize, usize, ImageInput)>,
    /// Where this product's errors start in the parse's list.
    first_error: usize,
}

impl Building {
    fn start(row: &Row, parsed: &mut Parsed) -> Building {
        let line = row.line;
        let first_error = parsed.errors.len();
        // Shopify's current template needs no handle for a new product: its title's.
        let handle = match row.get(HANDLE) {
            "" if !row.get(TITLE).is_empty() => catalogue::handle_from(row.get(TITLE)),
            handle => handle.to_owned(),
        };
        let handle = handle.as_str();
        if !catalogue::valid_handle(handle) {
            parsed.error(RowError::new(line, HANDLE, "catalogue-handle-invalid").with_arg(handle));
        }
        // What the description may not hold is left out (and said), never the reason to
        // refuse the product: Shopify's editor leaves a `<meta charset>` after a paste.
        let body = row.raw(BODY);
        let description = description::stored(body);
        for what in description::html_to_text(body).1 {
            parsed.not_imported.push(NotImported { line, column: BODY.to_owned(), value: what, reason: "catalogue-csv-html-dropped".to_owned() });
        }
        // On the site: active (Status) and published on the online store (Published), as
        // Shopify combines them; archived products are off the site, like our drafts.
        let published = match row.get(PUBLISHED).to_ascii_lowercase().as_str() {
            "true" | "" => true,
            "false" => false,
            other => {
                parsed.error(RowError::new(line, PUBLISHED, "catalogue-csv-value-invalid").with_arg(other));
                false
            }
        };
        let status = match row.get(STATUS).to_ascii_lowercase().as_str() {
            "active" | "" if published => "active",
            "active" | "" | "draft" | "archived" => "draft",
            other => {
                parsed.error(RowError::new(line, STATUS, "catalogue-csv-value-invalid").with_arg(other));
                "draft"
            }
        };
        let names: Vec<&str> = OPTION_NAMES.iter().map(|c| row.get(c)).collect();
        let named = names.iter().rposition(|n| !n.is_empty()).map_or(0, |i| i + 1);
        let default_title = named == 1 && names[0] == "Title" && row.get(OPTION_VALUES[0]) == "Default Title";
        let options = if default_title {
            Vec::new()
        } else {
            names[..named].iter().map(|n| OptionInput { name: (*n).to_owned(), values: Vec::new() }).collect()
        };
        let product = ProductInput {
            handle: handle.to_owned(),
            title: row.get(TITLE).to_owned(),
            description,
            vendor: row.get(VENDOR).to_owned(),
            product_type: row.get(TYPE).to_owned(),
            tags: catalogue::tags_of(row.get(TAGS)),
            status: status.to_owned(),
            options,
            variants: Vec::new(),
            images: Vec::new(),
            collections: row.get(COLLECTION).split(',').map(str::trim).filter(|c| !c.is_empty()).map(str::to_owned).collect(),
            details: catalogue::ProductDetails {
                seo_title: row.get(SEO_TITLE).to_owned(),
                seo_description: row.get(SEO_DESCRIPTION).to_owned(),
                category: row.get(CATEGORY).to_owned(),
                legal: {
                    let column = |key: &str| super::legal::KEYS.iter().position(|k| *k == key).map_or("", |i| super::legal::CSV_COLUMNS[i]);
                    let (legal, wrong) = super::legal::from_values(|key| row.raw(column(key)));
                    for (key, value) in wrong {
                        parsed.error(RowError::new(line, column(key), "catalogue-csv-value-invalid").with_arg(value));
                    }
                    legal
                },
            },
        };
        let mut building = Building { line, product, default_title, variant_lines: Vec::new(), images: Vec::new(), first_error };
        building.add(row, true, parsed);
        building
    }

    /// A row's variant (the first row always has one) and image.
    fn add(&mut self, row: &Row, first: bool, parsed: &mut Parsed) {
        if first || VARIANT_CELLS.iter().any(|c| !row.get(c).is_empty()) {
            self.add_variant(row, parsed);
        }
        let src = row.get(IMAGE_SRC);
        if src.is_empty() {
            return;
        }
        let lower = src.to_ascii_lowercase();
        if lower.starts_with("http://") || lower.starts_with("https://") || lower.starts_with("//") {
            parsed.not_imported.push(NotImported {
                line: row.line,
                column: IMAGE_SRC.to_owned(),
                value: src.to_owned(),
                reason: "catalogue-csv-image-not-fetched".to_owned(),
            });
            return;
        }
        let position = match row.get(IMAGE_POSITION) {
            "" => usize::MAX,
            text => text.parse().unwrap_or_else(|_| {
                parsed.error(RowError::new(row.line, IMAGE_POSITION, "catalogue-csv-value-invalid").with_arg(text));
                usize::MAX
            }),
        };
        self.images.push((row.line, position, ImageInput { url: src.to_owned(), alt_text: row.get(IMAGE_ALT).to_owned() }));
    }

    fn add_variant(&mut self, row: &Row, parsed: &mut Parsed) {
        let line = row.line;
        let mut option_values = Vec::new();
        if !self.default_title {
            for (i, column) in OPTION_VALUES.iter().enumerate() {
                let value = row.get(column);
                if i < self.product.options.len() {
                    // An empty one is reported by the product's check, in its column.
                    option_values.push(value.to_owned());
                } else if !value.is_empty() {
                    parsed.error(RowError::new(line, OPTION_NAMES[i], "catalogue-csv-option-name-missing").with_arg(value));
                }
            }
        }
        let decimal_comma = parsed.decimal_comma;
        let mut price = |column: &str| -> Option<i64> {
            let text = row.get(column);
            if text.is_empty() && column == COMPARE_AT {
                return None;
            }
            let minor = price_minor(text, decimal_comma);
            if minor.is_none() {
                let message = if decimal_comma { "catalogue-csv-price-invalid-comma" } else { "catalogue-csv-price-invalid" };
                parsed.error(RowError::new(line, column, message).with_arg(text));
            }
            minor
        };
        let price_minor = price(PRICE).unwrap_or(0);
        // Shopify's own export writes the price again (or 0) where there is no
        // reduction: that is none. One below the price (Shopify's own sample has one)
        // is no reduction either: left out, and said.
        let compare_at_minor = price(COMPARE_AT).filter(|c| *c != 0 && *c != price_minor);
        let compare_at_minor = match compare_at_minor {
            Some(compare_at) if compare_at < price_minor => {
                parsed.warnings.push(RowError::new(line, COMPARE_AT, "catalogue-csv-compare-at-ignored").with_arg(row.get(COMPARE_AT)));
                None
            }
            other => other,
        };
        // Counted when Shopify tracks it: a tracker named (an empty one is "not
        // tracked"), or, in a file without the tracker's column, a count given.
        let quantity = row.get(QUANTITY);
        let tracked = if parsed.has_tracker { !row.get(TRACKER).is_empty() } else { !quantity.is_empty() };
        let inventory_quantity = match (tracked, parsed.has_stock) {
            (false, _) | (true, false) => None,
            (true, true) if quantity.is_empty() => Some(0),
            (true, true) => quantity.parse::<i64>().map(Some).unwrap_or_else(|_| {
                parsed.error(RowError::new(line, QUANTITY, "catalogue-csv-stock-invalid").with_arg(quantity));
                None
            }),
        };
        if inventory_quantity.is_some_and(|q| q < 0) {
            // Oversold at Shopify: kept, nothing sellable until restocked.
            parsed.warnings.push(RowError::new(line, QUANTITY, "catalogue-csv-stock-negative").with_arg(quantity));
        }
        let sku = row.get(SKU);
        if !sku.is_empty() && !parsed.skus.insert(sku.to_owned()) {
            parsed.warnings.push(RowError::new(line, SKU, "catalogue-csv-sku-duplicate").with_arg(sku));
        }
        let barcode = row.get(BARCODE);
        if !barcode.is_empty() && !catalogue::is_gtin(barcode) {
            // Kept as the merchant's; not shown to search engines as a GTIN.
            parsed.warnings.push(RowError::new(line, BARCODE, "catalogue-csv-barcode-not-gtin").with_arg(barcode));
        }
        let grams = match row.get(GRAMS) {
            // Shopify writes 0 for a weight never given.
            "" | "0" => None,
            text => text.parse::<f64>().ok().filter(|g| *g >= 0.0).map(|g| g.round() as i64).or_else(|| {
                parsed.error(RowError::new(line, GRAMS, "catalogue-csv-value-invalid").with_arg(text));
                None
            }),
        };
        let image = row.get(VARIANT_IMAGE);
        let lower = image.to_ascii_lowercase();
        let image = if lower.starts_with("http://") || lower.starts_with("https://") || lower.starts_with("//") {
            parsed.not_imported.push(NotImported {
                line,
                column: VARIANT_IMAGE.to_owned(),
                value: image.to_owned(),
                reason: "catalogue-csv-image-not-fetched".to_owned(),
            });
            String::new()
        } else {
            image.to_owned()
        };
        self.product.variants.push(VariantInput {
            id: String::new(),
            option_values,
            price_minor,
            compare_at_minor,
            sku: row.get(SKU).to_owned(),
            inventory_quantity,
            // Offered for sale; stock decides (the import keeps a stored variant's flag).
            available: true,
            details: catalogue::VariantDetails { barcode: barcode.to_owned(), grams, image },
        });
        self.variant_lines.push(line);
    }

    /// The product assembled and checked (with the line of its first row); its errors
    /// placed on its rows.
    fn finish(mut self, parsed: &mut Parsed) -> (usize, ProductInput) {
        self.images.sort_by_key(|(_, position, _)| *position);
        let image_lines: Vec<usize> = self.images.iter().map(|(line, _, _)| *line).collect();
        self.product.images = self.images.into_iter().map(|(_, _, image)| image).collect();
        let lines = Lines { first: self.line, variants: &self.variant_lines, images: &image_lines };
        // The collections are checked against the database by the caller.
        for error in catalogue::validate(&self.product, &self.product.collections) {
            let error = lines.place(&error, &self.product);
            let from = self.first_error.min(parsed.errors.len());
            let known = parsed.errors[from..].iter().any(|e| e.line == error.line && e.column == error.column && e.error == error.error);
            if !known {
                parsed.error(error);
            }
        }
        (self.line, self.product)
    }
}

/// The lines a product's rows are on, to place its field errors.
struct Lines<'a> {
    first: usize,
    variants: &'a [usize],
    images: &'a [usize],
}

impl Lines<'_> {
    /// The row and column of a field error (`title`, `variants.2.price`, …).
    fn place(&self, error: &FieldError, product: &ProductInput) -> RowError {
        let parts: Vec<&str> = error.field.split('.').collect();
        let index = |i: &str| i.parse::<usize>().unwrap_or(0);
        let variant_line = |i: &str| self.variants.get(index(i)).copied().unwrap_or(self.first);
        let (line, column) = match parts.as_slice() {
            ["title"] => (self.first, TITLE),
            ["handle"] => (self.first, HANDLE),
            ["description"] => (self.first, BODY),
            ["status"] => (self.first, STATUS),
            ["tags"] => (self.first, TAGS),
            ["options", i, ..] => (self.first, OPTION_NAMES.get(index(i)).copied().unwrap_or(OPTION_NAMES[0])),
            ["options"] => (self.first, OPTION_NAMES[0]),
            ["variants", i, "options"] => {
                // The first option without a value (a duplicate: the first option's).
                let values = product.variants.get(index(i)).map(|v| v.option_values.as_slice()).unwrap_or_default();
                let empty = values.iter().position(|v| v.trim().is_empty()).unwrap_or(0);
                (variant_line(i), OPTION_VALUES.get(empty).copied().unwrap_or(OPTION_VALUES[0]))
            }
            ["variants", i, what] => (
                variant_line(i),
                match *what {
                    "compareAt" => COMPARE_AT,
                    "stock" => QUANTITY,
                    "sku" => SKU,
                    "image" => VARIANT_IMAGE,
                    "details" => BARCODE,
                    _ => PRICE,
                },
            ),
            ["details"] => (self.first, SEO_TITLE),
            ["legal", "energyClass"] => (self.first, super::legal::CSV_COLUMNS[1]),
            ["legal", "eprel"] => (self.first, super::legal::CSV_COLUMNS[2]),
            ["legal", "energyLabel"] => (self.first, super::legal::CSV_COLUMNS[3]),
            ["legal", "productSheet"] => (self.first, super::legal::CSV_COLUMNS[4]),
            ["legal", "instructions", ..] => (self.first, super::legal::CSV_COLUMNS[16]),
            ["legal", ..] => (self.first, LEGAL_KIND),
            ["variants", ..] => (self.first, PRICE),
            ["images", i, what] => (
                self.images.get(index(i)).copied().unwrap_or(self.first),
                if *what == "alt" { IMAGE_ALT } else { IMAGE_SRC },
            ),
            ["images", ..] => (self.first, IMAGE_SRC),
            ["collections", ..] => (self.first, COLLECTION),
            _ => (self.first, ""),
        };
        RowError { line, column: column.to_owned(), error: error.error.clone(), arg: error.arg.clone() }
    }
}

/// Kroner with a decimal point ("2499", "2499.5", "2499.00") in øre; none for a
/// comma, a sign, more than two decimals or anything else. With `decimal_comma` (a
/// `;`-separated file) the comma is the decimal sign and points group thousands
/// ("1.299,50").
fn price_minor(text: &str, decimal_comma: bool) -> Option<i64> {
    if decimal_comma && text.contains(',') {
        let (whole, fraction) = text.rsplit_once(',')?;
        let groups: Vec<&str> = whole.split('.').collect();
        if groups.iter().skip(1).any(|g| g.len() != 3) {
            return None;
        }
        return price_minor(&format!("{}.{fraction}", groups.concat()), false);
    }
    let decimals = text.split_once('.').map_or(0, |(_, d)| d.len());
    if decimals > 2 {
        return None;
    }
    super::minor_units(text)
}

/// What an import did (or, dry, would do).
#[derive(Debug, Clone, Default, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ImportReport {
    pub dry_run: bool,
    /// Written (not dry, no errors).
    pub written: bool,
    pub rows: usize,
    pub products: usize,
    pub created: usize,
    pub updated: usize,
    pub unchanged: usize,
    pub variants: usize,
    pub images: usize,
    /// The first [`MAX_REPORTED`] errors, by line; one is enough for nothing to be written.
    pub errors: Vec<RowError>,
    pub error_count: usize,
    pub not_imported: Vec<NotImported>,
    /// What imports with a word (a compare-at price left out, a SKU used before, stock
    /// below zero), the first [`MAX_REPORTED`], by line.
    pub warnings: Vec<RowError>,
    /// The products created or updated (or that would be), for the caller to signal:
    /// the first [`MAX_CHANGED_LISTED`].
    pub changed: Vec<ChangedProduct>,
    /// All of them: the callers signal each one up to a hundred, past that that the
    /// catalogue changed.
    pub changed_count: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ChangedProduct {
    pub handle: String,
    /// The collections it is or was in (their listings change too).
    pub collections: Vec<String>,
}

/// Products read from the file, on their way to the import's transaction.
struct Batch {
    products: Vec<(usize, ProductInput)>,
    /// No error in the file up to here (else nothing is saved: the rest is only read).
    clean: bool,
    has_collections: bool,
    has_stock: bool,
    kept_columns: Vec<&'static str>,
}

/// Imports a product CSV: each product created or updated by its handle, all in one
/// transaction, nothing when any row is wrong; `dry_run` does all of it and rolls back
/// (so it says exactly what would change; with SQLite the writes wait meanwhile).
///
/// The file is read on a blocking thread and handed over [`BATCH`] products at a time,
/// each saved as it comes: a file of 100 MB is never held whole, nor its products.
#[tracing::instrument(skip(db, input, actor))]
pub async fn import(db: &Db, input: impl Read + Send + 'static, dry_run: bool, actor: &Actor<'_>) -> Result<ImportReport, sqlx::Error> {
    let known: HashSet<String> = catalogue::collection_handles(db).await?.into_iter().collect();
    // One batch waits while one is saved and the next is read.
    let (sender, mut batches) = tokio::sync::mpsc::channel::<Batch>(1);
    let reading = tokio::task::spawn_blocking(move || {
        let mut rows = ProductRows::new(input);
        loop {
            let products: Vec<(usize, ProductInput)> = rows.by_ref().take(BATCH).collect();
            if products.is_empty() {
                break;
            }
            let batch =
                Batch {
                    products,
                    clean: rows.error_count() == 0,
                    has_collections: rows.has_collections(),
                    has_stock: rows.has_stock(),
                    kept_columns: rows.kept_columns(),
                };
            if sender.blocking_send(batch).is_err() {
                // The import failed on the database: the rest is not wanted.
                break;
            }
        }
        rows.end()
    });
    let mut report = ImportReport { dry_run, ..ImportReport::default() };
    // The collections the products name, checked as they come: errors of the file.
    let mut unknown: Vec<RowError> = Vec::new();
    let mut unknown_count = 0;
    let mut transaction: Option<sqlx::Transaction<'static, sqlx::Any>> = None;
    while let Some(batch) = batches.recv().await {
        report.products += batch.products.len();
        report.variants += batch.products.iter().map(|(_, p)| p.variants.len()).sum::<usize>();
        report.images += batch.products.iter().map(|(_, p)| p.images.len()).sum::<usize>();
        for (line, product) in &batch.products {
            for collection in product.collections.iter().filter(|c| !known.contains(*c)) {
                unknown_count += 1;
                if unknown.len() < MAX_REPORTED {
                    unknown.push(RowError::new(*line, COLLECTION, "catalogue-collection-unknown").with_arg(collection.as_str()));
                }
            }
        }
        if !batch.clean || unknown_count > 0 {
            // Nothing will be written: what was saved is undone now (the site's writes
            // need not wait for the rest of the file), which is only checked.
            if let Some(tx) = transaction.take() {
                tx.rollback().await?;
            }
            continue;
        }
        let tx = match &mut transaction {
            Some(tx) => tx,
            None => transaction.insert(db.begin().await?),
        };
        save_batch(tx, batch, actor, &mut report).await?;
    }
    let parsed = reading.await.unwrap_or_else(|error| std::panic::resume_unwind(error.into_panic()));
    if parsed.too_large {
        // Its one error: what was read before the limit does not count.
        report = ImportReport { dry_run, ..ImportReport::default() };
        unknown_count = 0;
        unknown.clear();
    }
    let file_errors = parsed.error_count + unknown_count;
    if file_errors > 0 {
        // What was saved before the file's first error is rolled back, and not reported:
        // the report is the file's errors, as when none of it is saved.
        report.created = 0;
        report.updated = 0;
        report.unchanged = 0;
        report.changed.clear();
        report.changed_count = 0;
        report.errors.clear();
        report.error_count = 0;
    }
    report.written = file_errors == 0 && report.error_count == 0 && !dry_run;
    if let Some(tx) = transaction {
        if report.written {
            tx.commit().await?;
        } else {
            tx.rollback().await?;
        }
    }
    let mut errors = parsed.errors;
    let room = MAX_REPORTED.saturating_sub(errors.len());
    errors.extend(unknown.into_iter().take(room));
    report.error_count += file_errors;
    report.errors.extend(errors);
    report.errors.sort_by_key(|e| e.line);
    report.rows = parsed.rows;
    report.not_imported = parsed.not_imported;
    report.warnings = parsed.warnings;
    report.warnings.truncate(MAX_REPORTED);
    tracing::info!(
        dry_run,
        written = report.written,
        created = report.created,
        updated = report.updated,
        unchanged = report.unchanged,
        errors = report.error_count,
        "catalogue CSV imported"
    );
    Ok(report)
}

/// Saves a batch in the import's transaction, counting what changed and placing what
/// the save refuses on the product's line.
async fn save_batch(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    batch: Batch,
    actor: &Actor<'_>,
    report: &mut ImportReport,
) -> Result<(), sqlx::Error> {
    let handles: Vec<&str> = batch.products.iter().map(|(_, p)| p.handle.as_str()).collect();
    let stored = read_handles(tx, &handles).await?;
    for (line, mut product) in batch.products {
        if let Some(stored) = stored.get(&product.handle) {
            keep_unsaid(&mut product, stored, batch.has_collections, batch.has_stock, &batch.kept_columns);
        }
        match catalogue::save_in(tx, Some(&product.handle), &product, actor).await {
            Ok(saved) if saved.unchanged => report.unchanged += 1,
            Ok(saved) => {
                if saved.created {
                    report.created += 1;
                } else {
                    report.updated += 1;
                }
                report.changed_count += 1;
                if report.changed.len() < MAX_CHANGED_LISTED {
                    report.changed.push(ChangedProduct { handle: saved.handle, collections: saved.collections });
                }
            }
            Err(SaveError::Invalid(errors)) => {
                let lines = Lines { first: line, variants: &[], images: &[] };
                for error in errors {
                    let error = lines.place(&error, &product);
                    report.error_count += 1;
                    if report.errors.len() < MAX_REPORTED {
                        report.errors.push(error);
                    }
                }
            }
            Err(SaveError::NotFound) => {
                report.error_count += 1;
                if report.errors.len() < MAX_REPORTED {
                    report.errors.push(RowError::new(line, HANDLE, "catalogue-csv-not-saved").with_arg(product.handle.clone()));
                }
            }
            Err(SaveError::Db(error)) => return Err(error),
        }
    }
    Ok(())
}

/// What the file does not say is kept from the stored product: each variant's
/// "offered for sale" flag (no such column), and the collections, stock counts and
/// details (SEO, category, barcode, weight, picture) and pictures when the file has no
/// such column.
fn keep_unsaid(product: &mut ProductInput, stored: &ProductInput, has_collections: bool, has_stock: bool, kept_columns: &[&str]) {
    if !has_collections {
        product.collections = stored.collections.clone();
    }
    let has = |column: &str| kept_columns.contains(&column);
    if !has(IMAGE_SRC) {
        // A spreadsheet of prices says nothing of the pictures.
        product.images = stored.images.clone();
    }
    if !has(LEGAL_KIND) {
        product.details.legal = stored.details.legal.clone();
    }
    let (details, kept) = (&mut product.details, &stored.details);
    for (column, field, was) in [
        (SEO_TITLE, &mut details.seo_title, &kept.seo_title),
        (SEO_DESCRIPTION, &mut details.seo_description, &kept.seo_description),
        (CATEGORY, &mut details.category, &kept.category),
    ] {
        if !has(column) {
            field.clone_from(was);
        }
    }
    for variant in product.variants.iter_mut() {
        let same = stored.variants.iter().find(|s| {
            s.option_values.len() == variant.option_values.len()
                && s.option_values.iter().zip(&variant.option_values).all(|(a, b)| a.trim() == b.trim())
        });
        if let Some(same) = same {
            variant.available = same.available;
            if !has_stock {
                variant.inventory_quantity = same.inventory_quantity;
            }
            if !has(BARCODE) {
                variant.details.barcode.clone_from(&same.details.barcode);
            }
            if !has(GRAMS) {
                variant.details.grams = same.details.grams;
            }
            if !has(VARIANT_IMAGE) {
                variant.details.image.clone_from(&same.details.image);
            }
        }
    }
}

/// Writes every product of the local catalogue (active and draft), in handle order,
/// as Shopify's export does: its columns and order, one row per variant or image, the
/// first row with the product's fields. Answers how many products.
#[tracing::instrument(skip_all)]
pub async fn export(db: &Db, out: &mut impl std::io::Write) -> anyhow::Result<usize> {
    let mut writer = ::csv::Writer::from_writer(out);
    writer.write_record(COLUMNS.iter().chain(super::legal::CSV_COLUMNS.iter()))?;
    let mut after = String::new();
    let mut count = 0;
    loop {
        let page = {
            let mut conn = db.acquire().await?;
            let heads: Vec<Head> = sqlx::query_as(&format!("{HEAD_SELECT} where handle > $1 order by handle limit $2"))
                .bind(&after)
                .bind(BATCH as i64)
                .fetch_all(&mut *conn)
                .await?;
            complete(&mut conn, heads).await?
        };
        for product in &page {
            write_product(&mut writer, product)?;
        }
        count += page.len();
        match page.last() {
            Some(last) if page.len() == BATCH => after = last.handle.clone(),
            _ => break,
        }
    }
    writer.flush()?;
    Ok(count)
}

fn write_product<W: std::io::Write>(writer: &mut ::csv::Writer<W>, p: &ProductInput) -> anyhow::Result<()> {
    let column = |name: &str| COLUMNS.iter().position(|c| *c == name).expect("one of the columns");
    let yes_no = |yes: bool| if yes { "TRUE" } else { "FALSE" }.to_owned();
    for i in 0..p.variants.len().max(p.images.len()).max(1) {
        let mut row = vec![String::new(); COLUMNS.len() + super::legal::CSV_COLUMNS.len()];
        if i == 0 {
            // The legal facts as Shopify writes metafields, after our columns.
            for (cell, value) in row[COLUMNS.len()..].iter_mut().zip(super::legal::values(&p.details.legal)) {
                *cell = value;
            }
        }
        let mut set = |name: &str, value: String| row[column(name)] = value;
        set(HANDLE, p.handle.clone());
        if i == 0 {
            set(TITLE, p.title.clone());
            set(BODY, description::for_page(&p.description));
            set(VENDOR, p.vendor.clone());
            set(TYPE, p.product_type.clone());
            set(TAGS, catalogue::tags_text(&p.tags));
            set(PUBLISHED, yes_no(p.status == "active"));
            if p.options.is_empty() {
                set(OPTION_NAMES[0], "Title".to_owned());
            }
            for (option, name) in p.options.iter().zip(OPTION_NAMES) {
                set(name, option.name.clone());
            }
            set("Gift Card", yes_no(false));
            set(STATUS, p.status.clone());
            set(COLLECTION, p.collections.join(","));
            set(SEO_TITLE, p.details.seo_title.clone());
            set(SEO_DESCRIPTION, p.details.seo_description.clone());
            set(CATEGORY, p.details.category.clone());
        }
        if let Some(v) = p.variants.get(i) {
            if p.options.is_empty() {
                set(OPTION_VALUES[0], "Default Title".to_owned());
            }
            for (value, name) in v.option_values.iter().zip(OPTION_VALUES) {
                set(name, value.clone());
            }
            set(SKU, v.sku.clone());
            set(GRAMS, v.details.grams.unwrap_or(0).to_string());
            set(BARCODE, v.details.barcode.clone());
            set(VARIANT_IMAGE, v.details.image.clone());
            if let Some(quantity) = v.inventory_quantity {
                set(TRACKER, "shopify".to_owned());
                set(QUANTITY, quantity.to_string());
            }
            set("Variant Inventory Policy", "deny".to_owned());
            set("Variant Fulfillment Service", "manual".to_owned());
            set(PRICE, super::amount(v.price_minor));
            set(COMPARE_AT, v.compare_at_minor.map(super::amount).unwrap_or_default());
            set("Variant Requires Shipping", yes_no(true));
            set("Variant Taxable", yes_no(true));
            set("Variant Weight Unit", "kg".to_owned());
        }
        if let Some(image) = p.images.get(i) {
            set(IMAGE_SRC, image.url.clone());
            set(IMAGE_POSITION, (i + 1).to_string());
            set(IMAGE_ALT, image.alt_text.clone());
        }
        writer.write_record(&row)?;
    }
    Ok(())
}

/// A product's own row: id, handle, title, description, vendor, type, tags, status, details.
type Head = (String, String, String, String, String, String, String, String, String);
const HEAD_SELECT: &str = "select id, handle, title, description, vendor, product_type, tags, status, details from shop_products";

/// The stored products with these handles, by handle.
async fn read_handles(conn: &mut sqlx::AnyConnection, handles: &[&str]) -> Result<HashMap<String, ProductInput>, sqlx::Error> {
    if handles.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!("{HEAD_SELECT} where handle in ({})", crate::platform::db::placeholders(handles.len()));
    let mut query = sqlx::query_as::<_, Head>(&sql);
    for handle in handles {
        query = query.bind(*handle);
    }
    let heads = query.fetch_all(&mut *conn).await?;
    Ok(complete(conn, heads).await?.into_iter().map(|p| (p.handle.clone(), p)).collect())
}

/// The products as [`catalogue::read`] gives them, with a query per table for all of
/// them instead of per product (an export of 20,000 products reads 200 times, not
/// 100,000).
async fn complete(conn: &mut sqlx::AnyConnection, heads: Vec<Head>) -> Result<Vec<ProductInput>, sqlx::Error> {
    if heads.is_empty() {
        return Ok(Vec::new());
    }
    let ids = crate::platform::db::placeholders(heads.len());
    async fn rows<T>(conn: &mut sqlx::AnyConnection, sql: String, heads: &[Head]) -> Result<HashMap<String, Vec<T>>, sqlx::Error>
    where
        T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow>,
    {
        let mut query = sqlx::query(&sql);
        for head in heads {
            query = query.bind(&head.0);
        }
        let mut by_product: HashMap<String, Vec<T>> = HashMap::new();
        for row in query.fetch_all(&mut *conn).await? {
            use sqlx::Row;
            let product: String = row.try_get(0)?;
            by_product.entry(product).or_default().push(T::from_row(&row)?);
        }
        Ok(by_product)
    }
    let mut options: HashMap<String, Vec<(String, String, String)>> = rows(
        conn,
        format!("select product_id, name, option_values from shop_options where product_id in ({ids}) order by product_id, position"),
        &heads,
    )
    .await?;
    #[allow(clippy::type_complexity)]
    let mut variants: HashMap<String, Vec<(String, String, String, i64, Option<i64>, String, Option<i64>, i64, String)>> = rows(
        conn,
        format!(
            "select product_id, id, selected_options, price_minor, compare_at_minor, sku, inventory_quantity, available, details
             from shop_variants where product_id in ({ids}) order by product_id, position"
        ),
        &heads,
    )
    .await?;
    let mut images: HashMap<String, Vec<(String, String, Option<String>)>> = rows(
        conn,
        format!("select product_id, url, alt_text from shop_images where product_id in ({ids}) order by product_id, position"),
        &heads,
    )
    .await?;
    let mut collections: HashMap<String, Vec<(String, String)>> = rows(
        conn,
        format!(
            "select product_id, collection_handle from shop_collection_products where product_id in ({ids})
             order by product_id, collection_handle"
        ),
        &heads,
    )
    .await?;
    Ok(heads
        .into_iter()
        .map(|(id, handle, title, description, vendor, product_type, tags, status, details)| {
            let options: Vec<OptionInput> = options
                .remove(&id)
                .unwrap_or_default()
                .into_iter()
                .map(|(_, name, values)| OptionInput { name, values: serde_json::from_str(&values).unwrap_or_default() })
                .collect();
            let variants = variants
                .remove(&id)
                .unwrap_or_default()
                .into_iter()
                .map(|(_, id, selected, price_minor, compare_at_minor, sku, inventory_quantity, available, details)| {
                    let selected: Vec<super::SelectedOption> = serde_json::from_str(&selected).unwrap_or_default();
                    let option_values = options
                        .iter()
                        .map(|o| selected.iter().find(|s| s.name == o.name).map(|s| s.value.clone()).unwrap_or_default())
                        .collect();
                    let details = catalogue::details_of(&details);
                    VariantInput { id, option_values, price_minor, compare_at_minor, sku, inventory_quantity, available: available != 0, details }
                })
                .collect();
            let images = images
                .remove(&id)
                .unwrap_or_default()
                .into_iter()
                .map(|(_, url, alt)| ImageInput { url, alt_text: alt.unwrap_or_default() })
                .collect();
            let collections = collections.remove(&id).unwrap_or_default().into_iter().map(|(_, c)| c).collect();
            ProductInput {
                handle,
                title,
                description,
                vendor,
                product_type,
                tags: catalogue::tags_of(&tags),
                status,
                options,
                variants,
                images,
                collections,
                details: catalogue::details_of(&details),
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,\
        Variant SKU,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Image Alt Text,Status,Collection";

    fn csv(rows: &[&str]) -> String {
        std::iter::once(HEADER).chain(rows.iter().copied()).map(|r| format!("{r}\n")).collect()
    }

    /// The errors as (line, column, message id).
    fn errors(parsed: &Parsed) -> Vec<(usize, &str, &str)> {
        parsed.errors.iter().map(|e| (e.line, e.column.as_str(), e.error.as_str())).collect()
    }

    const LAMP: &str = "pendel,Pendel Nordlys,<p>Lys over bordet.</p>,Nordlys,Lamper,\"lys, pendel\",TRUE,Farve,Hvid,,,P-1,shopify,4,899.00,,/media/products/pendel.svg,1,Pendel i hvid,active,lamper";

    #[test]
    fn a_product_with_variants_and_images_is_read_from_its_rows() {
        let parsed = parse(
            csv(&[
                LAMP,
                "pendel,,,,,,,,Sort,,,P-2,,,949.5,1000,,,,,",
                "pendel,,,,,,,,,,,,,,,,/media/uploads/abc.webp,2,Pendel i sort,,",
            ])
            .as_bytes(),
        );
        assert_eq!(errors(&parsed), vec![]);
        assert_eq!(parsed.rows, 3);
        let (line, p) = &parsed.products[0];
        assert_eq!(*line, 2);
        assert_eq!(p.title, "Pendel Nordlys");
        assert_eq!(p.description, "<p>Lys over bordet.</p>");
        assert_eq!(p.tags, vec!["lys", "pendel"]);
        assert_eq!(p.options, vec![OptionInput { name: "Farve".into(), values: vec![] }]);
        assert_eq!(p.variants.len(), 2);
        assert_eq!((p.variants[0].price_minor, p.variants[0].inventory_quantity), (89_900, Some(4)));
        assert_eq!(
            (p.variants[1].option_values.clone(), p.variants[1].price_minor, p.variants[1].compare_at_minor, p.variants[1].inventory_quantity),
            (vec!["Sort".to_owned()], 94_950, Some(100_000), None),
            "not counted without a tracker or a quantity"
        );
        assert_eq!(p.images.iter().map(|i| i.url.as_str()).collect::<Vec<_>>(), ["/media/products/pendel.svg", "/media/uploads/abc.webp"]);
        assert_eq!(p.collections, vec!["lamper"]);
        assert_eq!(p.status, "active");
    }

    #[test]
    fn a_byte_order_mark_is_skipped_and_columns_are_found_by_name_in_any_order() {
        let text = "\u{feff}Variant Price,Title,Handle,Unknown column,Status\n12,Kabel,kabel,x,archived\n";
        let parsed = parse(text.as_bytes());
        assert_eq!(errors(&parsed), vec![]);
        let p = &parsed.products[0].1;
        assert_eq!((p.handle.as_str(), p.title.as_str(), p.variants[0].price_minor), ("kabel", "Kabel", 1_200));
        assert_eq!(p.status, "draft", "archived is off the site");
        assert!(!parsed.has_collections && !parsed.has_stock);
    }

    #[test]
    fn shopifys_default_title_is_a_product_without_options() {
        let parsed = parse("Handle,Title,Option1 Name,Option1 Value,Variant Price,Published\nkabel,Kabel,Title,Default Title,12.00,FALSE\n".as_bytes());
        assert_eq!(errors(&parsed), vec![]);
        let p = &parsed.products[0].1;
        assert!(p.options.is_empty());
        assert_eq!(p.variants[0].option_values, Vec::<String>::new());
        assert_eq!(p.status, "draft", "Published FALSE without a Status column");
    }


    /// Shopify's current template's header (2024 on), as its sample file writes it.
    const CURRENT: &str = "Title,URL handle,Description,Vendor,Product category,Type,Tags,Published on online store,Status,SKU,Barcode,\
        Option1 name,Option1 value,Option2 name,Option2 value,Option3 name,Option3 value,Price,Compare-at price,Cost per item,Charge tax,\
        Inventory tracker,Inventory quantity,Continue selling when out of stock,Weight value (grams),Weight unit for display,\
        Requires shipping,Fulfillment service,Product image URL,Image position,Image alt text,Variant image URL,Gift card,SEO title,SEO description";

    #[test]
    fn shopifys_current_template_is_read_as_its_classic_export() {
        let text = format!(
            "{CURRENT}\n\
             LED-panel 60x60,led-panel,<p>Til loftet.</p>,Nordlys,,Lamper,lys,TRUE,active,P-60,5701234567899,Farve,Hvid,,,,,499.00,599.00,300,TRUE,shopify,12,DENY,2100,kg,TRUE,manual,,,,,FALSE,,\n\
             ,led-panel,,,,,,,,P-61,,,Sort,,,,,519.00,,,TRUE,shopify,-2,DENY,2100,kg,TRUE,manual,,,,,FALSE,,\n\
             Dåselampe,,,,,,,TRUE,active,,,,,,,,,89.00,,,,,,,,,,,,,,,,,\n"
        );
        let parsed = parse(text.as_bytes());
        assert_eq!(errors(&parsed), vec![]);
        let p = &parsed.products[0].1;
        assert_eq!((p.handle.as_str(), p.title.as_str(), p.description.as_str(), p.status.as_str()), ("led-panel", "LED-panel 60x60", "<p>Til loftet.</p>", "active"));
        assert_eq!(p.variants.len(), 2, "the row with only the handle is the product's second variant");
        assert_eq!((p.variants[0].sku.as_str(), p.variants[0].price_minor, p.variants[0].compare_at_minor, p.variants[0].inventory_quantity), ("P-60", 49_900, Some(59_900), Some(12)));
        assert_eq!(p.variants[1].inventory_quantity, Some(-2), "oversold: kept as the number");
        // A new product with only a title: its handle from the title; not tracked.
        let lamp = &parsed.products[1].1;
        assert_eq!((lamp.handle.as_str(), lamp.variants[0].inventory_quantity), ("daselampe", None));
        assert_eq!(parsed.warnings.iter().map(|w| (w.line, w.column.as_str(), w.error.as_str())).collect::<Vec<_>>(), [(3, "Variant Inventory Qty", "catalogue-csv-stock-negative")]);
    }

    #[test]
    fn a_crlf_file_names_the_same_lines_as_a_lf_file() {
        let rows = [LAMP, "kabel,Kabel,\"<p>Et\nto</p>\",,,,,,,,,,,,12,,,,,,", "stik,Stik,,,,,,,,,,,,,\"12,5\",,,,,,", "tom,,,,,,,,,,,,,,10,,,,,,"];
        let lf = parse(csv(&rows).as_bytes());
        let crlf = parse(csv(&rows).replace('\n', "\r\n").as_bytes());
        assert_eq!(errors(&lf), vec![(5, "Variant Price", "catalogue-csv-price-invalid"), (6, "Title", "catalogue-title-required")]);
        assert_eq!(errors(&crlf), errors(&lf), "as a spreadsheet numbers them");
        assert_eq!(crlf.products.iter().map(|(line, _)| *line).collect::<Vec<_>>(), lf.products.iter().map(|(line, _)| *line).collect::<Vec<_>>());
        assert_eq!(crlf.products[1].1.description, "<p>Et\nto</p>", "the HTML's own line break, the same as the LF file's");
        assert_eq!(crlf.products[1].1.description, lf.products[1].1.description);
    }

    #[test]
    fn a_semicolon_file_with_decimal_commas_is_read_as_such() {
        let text = "Handle;Title;Variant Price;Variant Compare At Price;Variant Inventory Tracker;Variant Inventory Qty;Body (HTML)\r\n\
                    pendel;Pendel;1.299,00;1.499,50;shopify;3;\"<p>Lys; varmt</p>\"\r\nspot;Spot;12.5;;;;\r\nfejl;Fejl;12,345;;;;\r\n";
        let parsed = parse(text.as_bytes());
        assert!(parsed.decimal_comma);
        let p = &parsed.products[0].1;
        assert_eq!((p.variants[0].price_minor, p.variants[0].compare_at_minor, p.variants[0].inventory_quantity), (129_900, Some(149_950), Some(3)));
        assert_eq!(p.description, "<p>Lys; varmt</p>");
        assert_eq!(parsed.products[1].1.variants[0].price_minor, 1_250);
        assert_eq!(errors(&parsed), vec![(4, "Variant Price", "catalogue-csv-price-invalid-comma")]);
    }

    #[test]
    fn what_shopify_allows_imports_with_a_warning_per_line() {
        let parsed = parse(
            csv(&[
                // 2-3: the same SKU twice; 3: a compare-at price below the price (Shopify's sample);
                // 4: stock below zero.
                "pendel,Pendel,<meta charset=\"utf-8\"><p>Lys</p>,,,,,Farve,Hvid,,,P-1,,,899.00,,,,,,",
                "pendel,,,,,,,,Sort,,,P-1,,,949.00,900.00,,,,,",
                "spot,Spot,,,,,,,,,,S-1,shopify,-3,10,,,,,,",
                // 5: tracked without a count: none in stock; 6: no tracker: not counted.
                "kabel,Kabel,,,,,,,,,,,shopify,,10,,,,,,",
                "stik,Stik,,,,,,,,,,,,7,10,,,,,,",
            ])
            .as_bytes(),
        );
        assert_eq!(errors(&parsed), vec![]);
        assert_eq!(
            parsed.warnings.iter().map(|w| (w.line, w.column.as_str(), w.error.as_str(), w.arg.as_deref().unwrap_or(""))).collect::<Vec<_>>(),
            [
                (3, "Variant Compare At Price", "catalogue-csv-compare-at-ignored", "900.00"),
                (3, "Variant SKU", "catalogue-csv-sku-duplicate", "P-1"),
                (4, "Variant Inventory Qty", "catalogue-csv-stock-negative", "-3"),
            ]
        );
        let stock: Vec<Option<i64>> = parsed.products.iter().map(|(_, p)| p.variants[0].inventory_quantity).collect();
        assert_eq!(stock, [None, Some(-3), Some(0), None]);
        assert_eq!(parsed.products[0].1.variants[1].compare_at_minor, None);
        assert_eq!(parsed.products[0].1.description, "<p>Lys</p>");
        assert_eq!(parsed.not_imported.iter().map(|n| (n.line, n.value.as_str())).collect::<Vec<_>>(), [(2, "meta")]);
        for (_, product) in &parsed.products {
            assert_eq!(catalogue::validate(product, &[]), vec![], "{}: saved as read", product.handle);
        }
    }

    #[test]
    fn published_and_status_combine_as_shopify_combines_them() {
        for (status, published, ours) in [
            ("active", "TRUE", "active"),
            ("active", "FALSE", "draft"),
            ("active", "", "active"),
            ("draft", "TRUE", "draft"),
            ("archived", "TRUE", "draft"),
            ("", "FALSE", "draft"),
            ("", "", "active"),
        ] {
            let parsed = parse(format!("Handle,Title,Variant Price,Status,Published\nkabel,Kabel,12,{status},{published}\n").as_bytes());
            assert_eq!(parsed.products[0].1.status, ours, "Status={status} Published={published}");
        }
    }

    #[test]
    fn the_handle_column_is_required() {
        let parsed = parse("Vendor,Variant Price\nNordlys,12\n".as_bytes());
        assert_eq!(errors(&parsed), vec![(1, "Handle", "catalogue-csv-column-missing")]);
        assert_eq!(parsed.errors[0].arg.as_deref(), Some("Handle / URL handle"));
    }

    #[test]
    fn bytes_that_are_not_utf8_are_one_error_on_their_line() {
        let mut bytes = csv(&[LAMP, "kabel,Kabel,\"<p>Et\nto</p>\",,,,,,,,,,,,12,,,,,,"]).into_bytes();
        bytes.extend_from_slice(b"stik,Stikkontakt \xe6,,,,,,,,,,,,,12,,,,,,\nmere,Mere \xff,,,,,,,,,,,,,1,,,,,,\n");
        let parsed = parse(&bytes);
        assert_eq!(errors(&parsed), vec![(5, "", "catalogue-csv-not-utf8")], "the quoted line break counts");
        // A file saved in Latin-1 from the first byte on.
        let parsed = parse(b"Handle,Title\nstik,Stikkontakt \xe6\n");
        assert_eq!(errors(&parsed), vec![(2, "", "catalogue-csv-not-utf8")]);
    }

    #[test]
    fn a_file_over_100_mb_is_refused() {
        let parsed = parse(&vec![b' '; MAX_BYTES + 1]);
        assert_eq!(errors(&parsed), vec![(0, "", "catalogue-csv-too-large")]);
    }

    /// Hands over one byte at a time: the least a file or a request's body may give.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            match (self.0.split_first(), buf.first_mut()) {
                (Some((byte, rest)), Some(to)) => {
                    *to = *byte;
                    self.0 = rest;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }

    #[test]
    fn products_read_one_at_a_time_are_those_of_the_whole_file_with_the_same_errors() {
        let mut bytes = "\u{feff}".as_bytes().to_vec();
        bytes.extend_from_slice(
            csv(&[
                LAMP,
                "pendel,,,,,,,,Sort,,,P-2,,,949.5,1000,,,,,",
                // 4: a description over two lines; 6: a comma price.
                "kabel,Kabel,\"<p>Et\nto</p>\",,,,,,,,,,,,12,,,,,,",
                "stik,Stik,,,,,,,,,,,,,\"12,5\",,,,,,",
                // 7: the pendant again; 8: not a stock count, an image on the web; 9: no title.
                "pendel,,,,,,,,Blå,,,,,,10,,,,,,",
                "spot,Spot,,,,,,,,,,,shopify,mange,10,,https://cdn.example.dk/spot.jpg,1,Spot,,",
                "tom,,,,,,,,,,,,,,10,,,,,,",
            ])
            .as_bytes(),
        );
        let whole = parse(&bytes);
        let mut rows = ProductRows::new(Trickle(&bytes));
        let streamed: Vec<(usize, ProductInput)> = rows.by_ref().collect();
        let end = rows.end();
        assert_eq!(
            streamed.iter().map(|(line, p)| (*line, p.handle.as_str())).collect::<Vec<_>>(),
            [(2, "pendel"), (4, "kabel"), (6, "stik"), (8, "spot"), (9, "tom")]
        );
        assert_eq!(streamed, whole.products);
        assert_eq!(streamed[0].1.variants.len(), 2, "the pendant's rows are one product");
        assert_eq!(
            errors(&end),
            vec![
                (6, "Variant Price", "catalogue-csv-price-invalid"),
                (7, "Handle", "catalogue-csv-handle-not-adjacent"),
                (8, "Variant Inventory Qty", "catalogue-csv-stock-invalid"),
                (9, "Title", "catalogue-title-required"),
            ]
        );
        assert_eq!(end.errors, whole.errors);
        assert_eq!((end.rows, end.error_count, end.has_collections, end.has_stock), (7, 4, true, true));
        assert_eq!((whole.rows, whole.error_count, whole.has_collections, whole.has_stock), (7, 4, true, true));
        assert_eq!(end.not_imported, whole.not_imported);
        assert_eq!(
            end.not_imported.iter().map(|n| (n.line, n.value.as_str())).collect::<Vec<_>>(),
            [(8, "https://cdn.example.dk/spot.jpg")]
        );
        assert!(end.products.is_empty(), "yielded, not kept");
    }

    #[test]
    fn a_stream_past_the_limit_is_refused_whatever_it_read_before() {
        let text = csv(&[LAMP, "kabel,Kabel,,,,,,,,,,,,,12,,,,,,", "stik,Stik,,,,,,,,,,,,,12,,,,,,"]);
        let limit = text.len() - 10;
        let mut rows = ProductRows::with_limit(Trickle(text.as_bytes()), limit);
        let yielded = rows.by_ref().count();
        let end = rows.end();
        assert!(yielded <= 2, "the last product is not yielded");
        assert_eq!(errors(&end), vec![(0, "", "catalogue-csv-too-large")]);
        assert_eq!((end.too_large, end.error_count, end.rows), (true, 1, 0));
        // Exactly at the limit is fine.
        let mut rows = ProductRows::with_limit(Trickle(text.as_bytes()), text.len());
        assert_eq!(rows.by_ref().count(), 3);
        assert_eq!(rows.end().error_count, 0);
    }

    #[test]
    fn quoted_line_breaks_keep_the_line_numbers_of_the_rows_after_them() {
        let parsed = parse(
            csv(&[
                "kabel,Kabel,\"<p>Første\nlinje</p>\n<p>Anden</p>\",,,,,,,,,,,,12,,,,,,",
                "stik,Stik,,,,,,,,,,,,,\"12,5\",,,,,,",
            ])
            .as_bytes(),
        );
        assert_eq!(parsed.products.iter().map(|(line, _)| *line).collect::<Vec<_>>(), [2, 5]);
        assert_eq!(parsed.products[0].1.description, "<p>Første\nlinje</p>\n<p>Anden</p>");
        assert_eq!(errors(&parsed), vec![(5, "Variant Price", "catalogue-csv-price-invalid")]);
    }

    #[test]
    fn every_bad_row_is_reported_by_line_and_column() {
        let parsed = parse(
            csv(&[
                // 2: a comma price, 3: a negative price, 4: the same colour twice.
                "pendel,Pendel,,,,,,Farve,Hvid,,,,,,\"2499,5\",,,,,,",
                "pendel,,,,,,,,Sort,,,,,,-10,,,,,,",
                "pendel,,,,,,,,Hvid,,,,,,10,,,,,,",
                // 5: a colour missing; 6: a second option's value without its name.
                "pendel,,,,,,,,,,,,,,10,,,,,,",
                "pendel,,,,,,,,Grøn,,Stor,,,,10,,,,,,",
                // 7: an image without alt text; 8: not a stock count.
                "pendel,,,,,,,,,,,,,,,,/media/products/x.svg,,,,",
                "spot,Spot,,,,,,,,,,,shopify,mange,10,,,,,,",
                // 9: a bad handle; 10: no title; 11: the pendant again, after others.
                "Spot Lampe,Spot,,,,,,,,,,,,,10,,,,,,",
                "uden-titel,,,,,,,,,,,,,,10,,,,,,",
                "pendel,,,,,,,,Blå,,,,,,10,,,,,,",
                // 12: a script in the description; 13: a compare-at below the price (both import).
                "script,Script,<p>Hej</p><script>alert(1)</script>,,,,,,,,,,,,10,,,,,,",
                "tilbud,Tilbud,,,,,,,,,,,,,10,5,,,,,",
            ])
            .as_bytes(),
        );
        assert_eq!(
            errors(&parsed),
            vec![
                (2, "Variant Price", "catalogue-csv-price-invalid"),
                (3, "Variant Price", "catalogue-csv-price-invalid"),
                (4, "Option1 Value", "catalogue-variant-duplicate"),
                (5, "Option1 Value", "catalogue-option-value-missing"),
                (6, "Option2 Name", "catalogue-csv-option-name-missing"),
                (7, "Image Alt Text", "catalogue-image-alt-required"),
                (8, "Variant Inventory Qty", "catalogue-csv-stock-invalid"),
                (9, "Handle", "catalogue-handle-invalid"),
                (10, "Title", "catalogue-title-required"),
                (11, "Handle", "catalogue-csv-handle-not-adjacent"),
            ]
        );
        let arg = |line: usize| parsed.errors.iter().find(|e| e.line == line).unwrap().arg.clone();
        assert_eq!(arg(2).as_deref(), Some("2499,5"), "says which value");
        assert_eq!(arg(9).as_deref(), Some("Spot Lampe"));
        assert_eq!(arg(11).as_deref(), Some("pendel"));
        // 12 and 13 import: the script left out (and named), the compare-at price too.
        assert_eq!(parsed.not_imported.iter().map(|n| (n.line, n.value.as_str())).collect::<Vec<_>>(), [(12, "script")]);
        assert_eq!(parsed.warnings.iter().map(|w| (w.line, w.error.as_str())).collect::<Vec<_>>(), [(13, "catalogue-csv-compare-at-ignored")]);
        assert_eq!(parsed.collections(), vec![]);
    }

    #[test]
    fn images_on_the_web_are_listed_not_fetched() {
        let parsed = parse(
            csv(&[
                "kabel,Kabel,,,,,,,,,,,,,12,,https://cdn.shopify.com/s/files/kabel.jpg,1,Kabel,,",
                "kabel,,,,,,,,,,,,,,,,/media/products/kabel.svg,2,Kabel på tromle,,",
            ])
            .as_bytes(),
        );
        assert_eq!(errors(&parsed), vec![]);
        assert_eq!(
            parsed.not_imported,
            vec![NotImported {
                line: 2,
                column: "Image Src".into(),
                value: "https://cdn.shopify.com/s/files/kabel.jpg".into(),
                reason: "catalogue-csv-image-not-fetched".into()
            }]
        );
        assert_eq!(parsed.products[0].1.images, vec![ImageInput { url: "/media/products/kabel.svg".into(), alt_text: "Kabel på tromle".into() }]);
    }

    #[test]
    fn prices_are_kroner_with_a_decimal_point() {
        assert_eq!(price_minor("2499.00", false), Some(249_900));
        assert_eq!(price_minor("2499", false), Some(249_900));
        assert_eq!(price_minor("2499.5", false), Some(249_950));
        for bad in ["2499,5", "-1", "1.005", "", "kr 10", "1e3"] {
            assert_eq!(price_minor(bad, false), None, "{bad}");
        }
        // A `;`-separated file's: a decimal comma, points between thousands.
        assert_eq!(price_minor("2499,5", true), Some(249_950));
        assert_eq!(price_minor("1.299,00", true), Some(129_900));
        assert_eq!(price_minor("12.5", true), Some(1_250), "a point alone is still a decimal point");
        for bad in ["1.29,00", "12,345", "-1,00", "1,2,3"] {
            assert_eq!(price_minor(bad, true), None, "{bad}");
        }
    }
}
