//! A document as an A4 PDF: the business's name and details at the top, the document's
//! title, number and dates, the customer, the lines as a table (repeated headings on
//! each page when the lines go on), the sums, the payment terms, and a footer with the
//! business's details and "page 1 of 2". The text is laid out here from a [`Sheet`]
//! already in the customer's language; the font (DejaVu Sans, regular and bold) is
//! embedded in the binary and cut to the glyphs the document uses, written as a CID
//! font with a ToUnicode map so that any reader (and `pdftotext`) gets the text back
//! with æ, ø and å. The output depends only on the sheet: no clock, no random name.

use std::collections::{BTreeMap, BTreeSet};

use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::{Content, Date, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use sha2::{Digest, Sha256};

static REGULAR: &[u8] = include_bytes!("fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("fonts/DejaVuSans-Bold.ttf");

/// Everything on the page, in words: the layout decides where.
#[derive(Debug, Clone, Default)]
pub struct Sheet {
    /// "Faktura", "Kreditnota".
    pub title: String,
    /// The business: its name first, then its address, CVR and how to reach it.
    pub seller: Vec<String>,
    /// Under the title: label and value (number, dates, order number).
    pub meta: Vec<(String, String)>,
    pub buyer_heading: String,
    pub buyer: Vec<String>,
    /// Description, quantity, unit price, amount.
    pub columns: [String; 4],
    pub rows: Vec<[String; 4]>,
    /// Under the table: label, amount, and whether it is the total (bold, ruled).
    pub sums: Vec<(String, String, bool)>,
    /// Paragraphs under the sums: payment terms, what a credit note corrects.
    pub notes: Vec<String>,
    /// The business's details in one line, on every page.
    pub footer: String,
    /// "Side 1 af 2" with `{page}` and `{pages}` in it.
    pub page_of: String,
    /// The file's own title and author (what a reader's window shows).
    pub file_title: String,
    /// When it was issued: year, month, day, hour, minute, second (UTC).
    pub created: (i32, u8, u8, u8, u8, u8),
}

const WIDTH: f32 = 595.28;
const HEIGHT: f32 = 841.89;
const LEFT: f32 = 48.0;
const RIGHT: f32 = WIDTH - 48.0;
/// Nothing but the footer below this.
const BOTTOM: f32 = 72.0;
/// The columns' right edges (quantity, unit price, amount) and the description's width.
const QUANTITY_RIGHT: f32 = 326.0;
const UNIT_RIGHT: f32 = 440.0;
const DESCRIPTION_WIDTH: f32 = 236.0;

const INK: (f32, f32, f32) = (0.12, 0.16, 0.2);
const MUTED: (f32, f32, f32) = (0.38, 0.42, 0.47);
const NAVY: (f32, f32, f32) = (0.06, 0.16, 0.27);

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Weight {
    Regular,
    Bold,
}

struct Fonts {
    regular: ttf_parser::Face<'static>,
    bold: ttf_parser::Face<'static>,
}

impl Fonts {
    fn load() -> Fonts {
        Fonts {
            regular: ttf_parser::Face::parse(REGULAR, 0).expect("the embedded regular font parses"),
            bold: ttf_parser::Face::parse(BOLD, 0).expect("the embedded bold font parses"),
        }
    }

    fn face(&self, weight: Weight) -> &ttf_parser::Face<'static> {
        match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    fn glyph(&self, weight: Weight, c: char) -> u16 {
        self.face(weight).glyph_index(c).map(|g| g.0).unwrap_or(0)
    }

    /// A glyph's advance in thousandths of the font size.
    fn advance(&self, weight: Weight, glyph: u16) -> f32 {
        let face = self.face(weight);
        f32::from(face.glyph_hor_advance(ttf_parser::GlyphId(glyph)).unwrap_or(0)) * 1000.0 / f32::from(face.units_per_em())
    }

    fn width(&self, weight: Weight, size: f32, text: &str) -> f32 {
        text.chars().map(|c| self.advance(weight, self.glyph(weight, c))).sum::<f32>() * size / 1000.0
    }

    /// The text in lines no wider than `width`: broken between words, and inside a
    /// word only when the word alone is wider.
    fn wrap(&self, weight: Weight, size: f32, text: &str, width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
            if self.width(weight, size, &candidate) <= width {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            for c in word.chars() {
                line.push(c);
                if self.width(weight, size, &line) > width && line.chars().count() > 1 {
                    line.pop();
                    lines.push(std::mem::take(&mut line));
                    line.push(c);
                }
            }
        }
        if !line.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines
    }
}

/// What a page shows, before the glyphs are numbered.
enum Op {
    Text { weight: Weight, size: f32, x: f32, y: f32, colour: (f32, f32, f32), text: String },
    Rule { y: f32, from: f32, to: f32, width: f32, colour: (f32, f32, f32) },
}

struct Layout<'a> {
    fonts: &'a Fonts,
    pages: Vec<Vec<Op>>,
    y: f32,
}

impl Layout<'_> {
    fn ops(&mut self) -> &mut Vec<Op> {
        self.pages.last_mut().expect("a page")
    }

    fn text(&mut self, weight: Weight, size: f32, x: f32, y: f32, colour: (f32, f32, f32), text: &str) {
        self.ops().push(Op::Text { weight, size, x, y, colour, text: text.to_owned() });
    }

    fn right(&mut self, weight: Weight, size: f32, right: f32, y: f32, colour: (f32, f32, f32), text: &str) {
        let x = right - self.fonts.width(weight, size, text);
        self.text(weight, size, x, y, colour, text);
    }

    fn rule(&mut self, y: f32, from: f32, to: f32, width: f32, colour: (f32, f32, f32)) {
        self.ops().push(Op::Rule { y, from, to, width, colour });
    }

    fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = HEIGHT - 56.0;
    }

    /// Room for `height` more points on this page, or a new one.
    fn room(&mut self, height: f32) -> bool {
        if self.y - height < BOTTOM {
            self.new_page();
            return true;
        }
        false
    }

    /// The table's headings (a long one in two lines within its column), ruled under.
    fn table_heading(&mut self, columns: &[String; 4]) {
        let y = self.y;
        let fonts = self.fonts;
        let spans = [(LEFT, DESCRIPTION_WIDTH), (QUANTITY_RIGHT, 50.0), (UNIT_RIGHT, UNIT_RIGHT - QUANTITY_RIGHT - 12.0), (RIGHT, RIGHT - UNIT_RIGHT - 12.0)];
        let mut lines = 1;
        for (i, (edge, width)) in spans.iter().enumerate() {
            let parts = fonts.wrap(Weight::Bold, 8.5, &columns[i], *width);
            lines = lines.max(parts.len());
            for (n, part) in parts.iter().enumerate() {
                let at = y - n as f32 * 10.5;
                if i == 0 {
                    self.text(Weight::Bold, 8.5, *edge, at, MUTED, part);
                } else {
                    self.right(Weight::Bold, 8.5, *edge, at, MUTED, part);
                }
            }
        }
        let bottom = y - (lines as f32 - 1.0) * 10.5;
        self.rule(bottom - 6.0, LEFT, RIGHT, 0.8, INK);
        self.y = bottom - 22.0;
    }
}

/// The sheet as PDF bytes.
pub fn render(sheet: &Sheet) -> Vec<u8> {
    let fonts = Fonts::load();
    let mut l = Layout { fonts: &fonts, pages: Vec::new(), y: 0.0 };
    l.new_page();

    // The business, left; the title and its figures, right.
    l.rule(HEIGHT - 30.0, LEFT, RIGHT, 3.0, NAVY);
    let mut left_y = HEIGHT - 62.0;
    for (i, line) in sheet.seller.iter().enumerate() {
        if i == 0 {
            l.text(Weight::Bold, 14.0, LEFT, left_y, NAVY, line);
            left_y -= 18.0;
        } else {
            l.text(Weight::Regular, 9.0, LEFT, left_y, MUTED, line);
            left_y -= 12.0;
        }
    }
    l.right(Weight::Bold, 22.0, RIGHT, HEIGHT - 66.0, NAVY, &sheet.title);
    let mut right_y = HEIGHT - 88.0;
    for (label, value) in &sheet.meta {
        l.text(Weight::Regular, 9.0, RIGHT - 210.0, right_y, MUTED, label);
        l.right(Weight::Bold, 9.0, RIGHT, right_y, INK, value);
        right_y -= 13.0;
    }

    // The customer.
    let mut y = left_y.min(right_y) - 18.0;
    l.text(Weight::Bold, 8.5, LEFT, y, MUTED, &sheet.buyer_heading);
    y -= 14.0;
    for line in &sheet.buyer {
        for part in fonts.wrap(Weight::Regular, 10.0, line, 300.0) {
            l.text(Weight::Regular, 10.0, LEFT, y, INK, &part);
            y -= 13.0;
        }
    }
    l.y = y - 20.0;

    // The lines.
    l.table_heading(&sheet.columns);
    for row in &sheet.rows {
        let description = fonts.wrap(Weight::Regular, 9.5, &row[0], DESCRIPTION_WIDTH);
        let height = description.len() as f32 * 12.5 + 8.0;
        if l.room(height) {
            l.table_heading(&sheet.columns);
        }
        let top = l.y;
        for (i, part) in description.iter().enumerate() {
            l.text(Weight::Regular, 9.5, LEFT, top - i as f32 * 12.5, INK, part);
        }
        l.right(Weight::Regular, 9.5, QUANTITY_RIGHT, top, INK, &row[1]);
        l.right(Weight::Regular, 9.5, UNIT_RIGHT, top, INK, &row[2]);
        l.right(Weight::Regular, 9.5, RIGHT, top, INK, &row[3]);
        l.y = top - (description.len() as f32 - 1.0) * 12.5;
        l.rule(l.y - 6.0, LEFT, RIGHT, 0.3, MUTED);
        l.y -= 19.0;
    }

    // The sums, right.
    l.y -= 4.0;
    for (label, amount, total) in &sheet.sums {
        let size = if *total { 11.0 } else { 9.5 };
        l.room(size + 12.0);
        let y = l.y;
        if *total {
            l.rule(y + size + 2.0, RIGHT - 250.0, RIGHT, 0.8, INK);
            l.y -= 4.0;
        }
        let weight = if *total { Weight::Bold } else { Weight::Regular };
        let y = l.y;
        l.text(weight, size, RIGHT - 250.0, y, INK, label);
        l.right(weight, size, RIGHT, y, INK, amount);
        l.y -= size + 6.0;
    }

    // The terms and notes.
    l.y -= 16.0;
    for note in &sheet.notes {
        for part in fonts.wrap(Weight::Regular, 9.5, note, RIGHT - LEFT) {
            l.room(13.0);
            let y = l.y;
            l.text(Weight::Regular, 9.5, LEFT, y, INK, &part);
            l.y -= 13.0;
        }
        l.y -= 5.0;
    }

    // The footer on every page, now that their number is known.
    let count = l.pages.len();
    for page in 0..count {
        let label = sheet.page_of.replace("{page}", &(page + 1).to_string()).replace("{pages}", &count.to_string());
        let footer = fonts.wrap(Weight::Regular, 7.5, &sheet.footer, RIGHT - LEFT - 80.0);
        let ops = &mut l.pages[page];
        ops.push(Op::Rule { y: 52.0, from: LEFT, to: RIGHT, width: 0.4, colour: MUTED });
        for (i, part) in footer.iter().enumerate() {
            ops.push(Op::Text { weight: Weight::Regular, size: 7.5, x: LEFT, y: 40.0 - i as f32 * 10.0, colour: MUTED, text: part.clone() });
        }
        let x = RIGHT - fonts.width(Weight::Regular, 7.5, &label);
        ops.push(Op::Text { weight: Weight::Regular, size: 7.5, x, y: 40.0, colour: MUTED, text: label });
    }

    write(&fonts, sheet, &l.pages)
}

fn compress(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write as _;
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(bytes).expect("writing to memory");
    encoder.finish().expect("writing to memory")
}

/// A font cut to the glyphs used: the new glyph numbers in order of the old ones, the
/// subset's bytes, and the characters each new glyph stands for.
struct Subset {
    remapper: subsetter::GlyphRemapper,
    bytes: Vec<u8>,
    chars: BTreeMap<u16, char>,
    tag: String,
}

fn subset(weight: Weight, used: &BTreeMap<u16, char>) -> Subset {
    let data = match weight {
        Weight::Regular => REGULAR,
        Weight::Bold => BOLD,
    };
    let mut glyphs: Vec<u16> = used.keys().copied().collect();
    glyphs.insert(0, 0);
    glyphs.dedup();
    let remapper = subsetter::GlyphRemapper::new_from_glyphs_sorted(&glyphs);
    let bytes = subsetter::subset(data, 0, &remapper).expect("the embedded font subsets");
    let chars = used.iter().filter_map(|(old, c)| remapper.get(*old).map(|new| (new, *c))).collect();
    // The subset's name tag: six capitals from the glyphs it holds (the same document,
    // the same name).
    let digest = Sha256::digest(glyphs.iter().flat_map(|g| g.to_be_bytes()).collect::<Vec<u8>>());
    let tag: String = digest.iter().take(6).map(|b| char::from(b'A' + b % 26)).collect();
    Subset { remapper, bytes, chars, tag }
}

fn write(fonts: &Fonts, sheet: &Sheet, pages: &[Vec<Op>]) -> Vec<u8> {
    // The glyphs each weight uses, and a character for each.
    let mut used: BTreeMap<Weight, BTreeMap<u16, char>> = BTreeMap::new();
    for op in pages.iter().flatten() {
        if let Op::Text { weight, text, .. } = op {
            let glyphs = used.entry(*weight).or_default();
            for c in text.chars() {
                glyphs.entry(fonts.glyph(*weight, c)).or_insert(c);
            }
        }
    }
    let weights: BTreeSet<Weight> = used.keys().copied().collect();
    let subsets: BTreeMap<Weight, Subset> = weights.iter().map(|w| (*w, subset(*w, &used[w]))).collect();

    let mut pdf = Pdf::new();
    let mut next = 1;
    let mut alloc = || {
        let r = Ref::new(next);
        next += 1;
        r
    };
    let catalog = alloc();
    let tree = alloc();
    let info = alloc();
    let font_refs: BTreeMap<Weight, [Ref; 5]> = weights.iter().map(|w| (*w, [alloc(), alloc(), alloc(), alloc(), alloc()])).collect();
    let page_refs: Vec<(Ref, Ref)> = pages.iter().map(|_| (alloc(), alloc())).collect();

    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids(page_refs.iter().map(|(page, _)| *page)).count(pages.len() as i32);
    let (year, month, day, hour, minute, second) = sheet.created;
    pdf.document_info(info)
        .title(TextStr(&sheet.file_title))
        .author(TextStr(sheet.seller.first().map(String::as_str).unwrap_or_default()))
        .creator(TextStr("elektriker"))
        .creation_date(Date::new(year as u16).month(month).day(day).hour(hour).minute(minute).second(second).utc_offset_hour(0));

    let name = |w: Weight| -> Name<'static> {
        match w {
            Weight::Regular => Name(b"F1"),
            Weight::Bold => Name(b"F2"),
        }
    };
    for (weight, [type0, cid, descriptor, file, cmap]) in &font_refs {
        let subset = &subsets[weight];
        let face = fonts.face(*weight);
        let family = match weight {
            Weight::Regular => "DejaVuSans",
            Weight::Bold => "DejaVuSans-Bold",
        };
        let base = format!("{}+{family}", subset.tag);
        pdf.type0_font(*type0)
            .base_font(Name(base.as_bytes()))
            .encoding_predefined(Name(b"Identity-H"))
            .descendant_font(*cid)
            .to_unicode(*cmap);
        let mut font = pdf.cid_font(*cid);
        font.subtype(CidFontType::Type2)
            .base_font(Name(base.as_bytes()))
            .system_info(SystemInfo { registry: Str(b"Adobe"), ordering: Str(b"Identity"), supplement: 0 })
            .font_descriptor(*descriptor)
            .default_width(0.0)
            .cid_to_gid_map_predefined(Name(b"Identity"));
        let widths: Vec<f32> = subset.remapper.remapped_gids().map(|old| fonts.advance(*weight, old)).collect();
        font.widths().consecutive(0, widths);
        font.finish();
        let units = f32::from(face.units_per_em());
        let scale = |v: i16| f32::from(v) * 1000.0 / units;
        let bbox = face.global_bounding_box();
        pdf.font_descriptor(*descriptor)
            .name(Name(base.as_bytes()))
            .flags(FontFlags::NON_SYMBOLIC)
            .bbox(Rect::new(scale(bbox.x_min), scale(bbox.y_min), scale(bbox.x_max), scale(bbox.y_max)))
            .italic_angle(0.0)
            .ascent(scale(face.ascender()))
            .descent(scale(face.descender()))
            .cap_height(scale(face.capital_height().unwrap_or(face.ascender())))
            .stem_v(if *weight == Weight::Bold { 140.0 } else { 80.0 })
            .font_file2(*file);
        let packed = compress(&subset.bytes);
        pdf.stream(*file, &packed).filter(Filter::FlateDecode).pair(Name(b"Length1"), subset.bytes.len() as i32);
        let mut map = UnicodeCmap::new(Name(b"Custom"), SystemInfo { registry: Str(b"Adobe"), ordering: Str(b"UCS"), supplement: 0 });
        for (glyph, c) in &subset.chars {
            map.pair(*glyph, *c);
        }
        pdf.cmap(*cmap, &map.finish());
    }

    for ((page, contents), ops) in page_refs.iter().zip(pages) {
        let mut p = pdf.page(*page);
        p.media_box(Rect::new(0.0, 0.0, WIDTH, HEIGHT)).parent(tree).contents(*contents);
        let mut resources = p.resources();
        let mut table = resources.fonts();
        for (weight, refs) in &font_refs {
            table.pair(name(*weight), refs[0]);
        }
        table.finish();
        resources.finish();
        p.finish();

        let mut content = Content::new();
        for op in ops {
            match *op {
                Op::Rule { y, from, to, width, colour } => {
                    content.set_stroke_rgb(colour.0, colour.1, colour.2).set_line_width(width).move_to(from, y).line_to(to, y).stroke();
                }
                Op::Text { weight, size, x, y, colour, ref text } => {
                    let remapper = &subsets[&weight].remapper;
                    let glyphs: Vec<u8> = text
                        .chars()
                        .flat_map(|c| remapper.get(fonts.glyph(weight, c)).unwrap_or(0).to_be_bytes())
                        .collect();
                    content
                        .begin_text()
                        .set_fill_rgb(colour.0, colour.1, colour.2)
                        .set_font(name(weight), size)
                        .next_line(x, y)
                        .show(Str(&glyphs))
                        .end_text();
                }
            }
        }
        let packed = compress(&content.finish());
        pdf.stream(*contents, &packed).filter(Filter::FlateDecode);
    }
    pdf.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_wrap_between_words_and_inside_a_word_only_when_it_alone_is_too_wide() {
        let fonts = Fonts::load();
        let lines = fonts.wrap(Weight::Regular, 10.0, "Stikkontakt med jord og USB-A/USB-C til indbygning", 120.0);
        assert!(lines.len() > 1, "{lines:?}");
        assert!(lines.iter().all(|l| fonts.width(Weight::Regular, 10.0, l) <= 120.0), "{lines:?}");
        assert_eq!(lines.join(" "), "Stikkontakt med jord og USB-A/USB-C til indbygning");
        let long = fonts.wrap(Weight::Regular, 10.0, &"æ".repeat(80), 100.0);
        assert!(long.len() > 1 && long.iter().all(|l| fonts.width(Weight::Regular, 10.0, l) <= 100.0));
        assert_eq!(fonts.wrap(Weight::Regular, 10.0, "", 100.0), vec![String::new()]);
    }

    #[test]
    fn many_lines_go_on_over_pages_each_numbered() {
        let row = |n: usize| [format!("Installationskabel {n} – 3G1,5 mm² PVT, æøå"), "1".into(), "71,20".into(), "71,20".into()];
        let sheet = Sheet {
            title: "Faktura".into(),
            columns: ["Beskrivelse".into(), "Antal".into(), "Stykpris ekskl. moms".into(), "Beløb ekskl. moms".into()],
            rows: (0..90).map(row).collect(),
            sums: vec![("I alt DKK".into(), "8.010,00".into(), true)],
            page_of: "Side {page} af {pages}".into(),
            ..Sheet::default()
        };
        let pdf = render(&sheet);
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.contains("/Count 3"), "90 lines take three pages");
    }

    #[test]
    fn the_same_sheet_makes_the_same_bytes() {
        let sheet = Sheet {
            title: "Faktura".into(),
            seller: vec!["Elektriker ApS".into(), "Østergade 1".into()],
            columns: ["Beskrivelse".into(), "Antal".into(), "Stykpris".into(), "Beløb".into()],
            rows: vec![["Lampe – hvid".into(), "2".into(), "71,20".into(), "142,40".into()]],
            page_of: "Side {page} af {pages}".into(),
            created: (2026, 11, 28, 12, 0, 0),
            ..Sheet::default()
        };
        let first = render(&sheet);
        assert!(first.starts_with(b"%PDF-"));
        assert_eq!(first, render(&sheet));
    }
}
