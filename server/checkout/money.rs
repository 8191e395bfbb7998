//! What an order costs, in whole øre from end to end (no floating point): the goods,
//! the discount, shipping (free when the goods after the discount reach 750 kr, free
//! at pick-up, else the configured fee), the total and the VAT it includes (prices
//! include 25 % VAT, so the VAT is a fifth of the total).

use serde::Serialize;

/// Free delivery from this much goods after the discount: 750 kr.
pub const FREE_SHIPPING_FROM: i64 = 750_00;
/// The parcel fee without free delivery (`SHIPPING_FEE_DKK`): 49 kr.
pub const DEFAULT_SHIPPING_FEE: i64 = 49_00;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// A parcel to the customer's address.
    Parcel,
    /// Picked up at the shop's address: no shipping.
    Pickup,
}

/// Every figure of an order, in øre.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Totals {
    pub goods: i64,
    pub discount: i64,
    pub shipping: i64,
    pub total: i64,
    /// "heraf moms": the VAT the total includes.
    pub vat: i64,
}

/// `numerator / denominator` rounded to the nearest whole, halves away from zero.
fn round_div(numerator: i64, denominator: i64) -> i64 {
    let half = denominator / 2;
    if numerator >= 0 { (numerator + half) / denominator } else { (numerator - half) / denominator }
}

/// How much is left to free delivery (0 when it is free already).
pub fn left_to_free_shipping(goods_after_discount: i64) -> i64 {
    (FREE_SHIPPING_FROM - goods_after_discount).max(0)
}

/// The totals of `goods` øre with `discount_percent` off the goods (0 to 100).
pub fn totals(goods: i64, discount_percent: u8, delivery: Delivery, shipping_fee: i64) -> Totals {
    let goods = goods.max(0);
    let discount = round_div(goods * i64::from(discount_percent.min(100)), 100);
    let after_discount = goods - discount;
    let shipping = match delivery {
        Delivery::Pickup => 0,
        Delivery::Parcel if after_discount >= FREE_SHIPPING_FROM => 0,
        Delivery::Parcel => shipping_fee.max(0),
    };
    let total = after_discount + shipping;
    Totals { goods, discount, shipping, total, vat: round_div(total, 5) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_750_kr_a_parcel_costs_the_fee() {
        let t = totals(749_99, 0, Delivery::Parcel, DEFAULT_SHIPPING_FEE);
        assert_eq!(t, Totals { goods: 749_99, discount: 0, shipping: 49_00, total: 798_99, vat: 159_80 });
        assert_eq!(left_to_free_shipping(749_99), 1);
    }

    #[test]
    fn from_750_kr_after_the_discount_delivery_is_free() {
        let t = totals(750_00, 0, Delivery::Parcel, DEFAULT_SHIPPING_FEE);
        assert_eq!((t.shipping, t.total, t.vat), (0, 750_00, 150_00));
        assert_eq!(left_to_free_shipping(750_00), 0);
        // 800 kr with 10 % off is 720 kr of goods: below the line again.
        let t = totals(800_00, 10, Delivery::Parcel, DEFAULT_SHIPPING_FEE);
        assert_eq!(t, Totals { goods: 800_00, discount: 80_00, shipping: 49_00, total: 769_00, vat: 153_80 });
    }

    #[test]
    fn pick_up_is_free() {
        let t = totals(100_00, 0, Delivery::Pickup, DEFAULT_SHIPPING_FEE);
        assert_eq!((t.shipping, t.total, t.vat), (0, 100_00, 20_00));
    }

    #[test]
    fn the_discount_and_the_vat_round_to_the_nearest_øre() {
        // 10 % of 199,95 kr is 19,995 kr: 20,00 kr off (half away from zero).
        let t = totals(199_95, 10, Delivery::Pickup, DEFAULT_SHIPPING_FEE);
        assert_eq!((t.discount, t.total), (20_00, 179_95));
        // A fifth of 179,95 kr is 35,99 kr.
        assert_eq!(t.vat, 35_99);
        // A fifth of 0,03 kr is 0,006 kr: 0,01 kr.
        assert_eq!(totals(3, 0, Delivery::Pickup, 0).vat, 1);
        // Every figure adds up, whatever the amounts.
        for goods in (0..200_000).step_by(997) {
            for percent in [0, 10, 33, 100] {
                for delivery in [Delivery::Parcel, Delivery::Pickup] {
                    let t = totals(goods, percent, delivery, DEFAULT_SHIPPING_FEE);
                    assert_eq!(t.goods - t.discount + t.shipping, t.total);
                    assert!((t.total - 5 * t.vat).abs() <= 2, "{t:?}");
                }
            }
        }
    }
}
