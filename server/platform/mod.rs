//! The ground every capability stands on, and that knows none of them: the database
//! (SQLite or PostgreSQL), the files embedded in the binary, the business's facts,
//! rate limits counted in the database, the signal that the data behind pages changed,
//! the clock every service reads and the metrics an operator scrapes.

pub mod assets;
pub mod backup;
pub mod changes;
pub mod clock;
pub mod compress;
pub mod db;
pub mod limits;
pub mod metrics;
pub mod secret;
pub mod site;

pub use changes::Changes;
pub use clock::Clock;
pub use metrics::Metrics;
pub use db::Db;
pub use secret::Secret;
pub use site::SiteInfo;
