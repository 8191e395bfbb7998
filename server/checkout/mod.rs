//! The local checkout's rules, on the server: what an order costs to the øre (goods,
//! discount, shipping with free delivery from 750 kr, VAT included at 25 %), and the
//! checks of what a customer types (Danish postcode, CVR with its modulus-11 check,
//! EAN with its GS1 check digit). The `/kasse` page and `POST /api/orders` build on
//! these (issue 20, in progress).

pub mod fields;
pub mod money;
