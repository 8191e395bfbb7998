//! A ZIP archive of a few files, stored (not compressed: the PDFs are compressed
//! already, and a ledger's CSV is small), with UTF-8 names: what any archive program
//! and an accounting system's import open. PKWARE's APPNOTE: a local header before
//! each file, then the central directory and its end record.

/// The files as one archive: each name and its bytes, all dated `modified`
/// (year, month, day, hour, minute, second). `None` past the format's limits without
/// its 64-bit extension (65,535 files, 4 GiB).
pub fn archive(files: &[(String, Vec<u8>)], modified: (i32, u8, u8, u8, u8, u8)) -> Option<Vec<u8>> {
    if files.len() > usize::from(u16::MAX) || files.iter().map(|(n, b)| n.len() + b.len() + 100).sum::<usize>() > u32::MAX as usize {
        return None;
    }
    let (year, month, day, hour, minute, second) = modified;
    let dos_time = (u16::from(hour) << 11) | (u16::from(minute) << 5) | u16::from(second / 2);
    let dos_date = (((year.clamp(1980, 2107) - 1980) as u16) << 9) | (u16::from(month) << 5) | u16::from(day);
    let mut out = Vec::new();
    let mut central = Vec::new();
    for (name, bytes) in files {
        let crc = crc32fast::hash(bytes);
        let offset = out.len() as u32;
        let size = bytes.len() as u32;
        let common = |v: &mut Vec<u8>| {
            v.extend_from_slice(&20u16.to_le_bytes()); // version needed: 2.0
            v.extend_from_slice(&0x0800u16.to_le_bytes()); // names in UTF-8
            v.extend_from_slice(&0u16.to_le_bytes()); // stored
            v.extend_from_slice(&dos_time.to_le_bytes());
            v.extend_from_slice(&dos_date.to_le_bytes());
            v.extend_from_slice(&crc.to_le_bytes());
            v.extend_from_slice(&size.to_le_bytes());
            v.extend_from_slice(&size.to_le_bytes());
            v.extend_from_slice(&(name.len() as u16).to_le_bytes());
            v.extend_from_slice(&0u16.to_le_bytes()); // no extra field
        };
        out.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        common(&mut out);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(bytes);

        central.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
        central.extend_from_slice(&20u16.to_le_bytes()); // made by: 2.0
        common(&mut central);
        central.extend_from_slice(&0u16.to_le_bytes()); // no comment
        central.extend_from_slice(&0u16.to_le_bytes()); // disk 0
        central.extend_from_slice(&0u16.to_le_bytes()); // internal attributes
        central.extend_from_slice(&0u32.to_le_bytes()); // external attributes
        central.extend_from_slice(&offset.to_le_bytes());
        central.extend_from_slice(name.as_bytes());
    }
    let directory_offset = out.len() as u32;
    out.extend_from_slice(&central);
    out.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out.extend_from_slice(&(files.len() as u16).to_le_bytes());
    out.extend_from_slice(&(files.len() as u16).to_le_bytes());
    out.extend_from_slice(&(central.len() as u32).to_le_bytes());
    out.extend_from_slice(&directory_offset.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    Some(out)
}
