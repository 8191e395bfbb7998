//! The ground every capability stands on, and that knows none of them: the database
//! (SQLite or PostgreSQL), the files embedded in the binary, the business's facts,
//! rate limits counted in the database, and the signal that the data behind pages changed.

pub mod assets;
pub mod changes;
pub mod db;
pub mod limits;
pub mod site;

pub use changes::Changes;
pub use db::Db;
pub use site::SiteInfo;
