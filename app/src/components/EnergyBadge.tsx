// The energy class arrow of a light source as the EU's "nested display" draws it
// (Delegated Regulation (EU) 2019/2015, Annex VIII): the class's colour, its letter
// and the scale A to G. Small and without the dialog on cards and in search results
// (the dialog, with Radix, is the product page's: ProductLegal.tsx).
import { useT } from "../lib/i18n";
import type { EnergyClassInfo } from "../generated/EnergyClassInfo";

/** The arrow's face: the scale and the letter (hidden from screen readers: the
 *  element around it names the class). */
export function EnergyArrowFace({ energy }: { energy: EnergyClassInfo }) {
  return (
    <>
      <span className="energy-range" aria-hidden>
        <span>A</span>
        <span>G</span>
      </span>
      <span className="energy-letter" aria-hidden>
        {energy.class}
      </span>
    </>
  );
}

/** The arrow as a picture with its text ("Energiklasse F"). */
export function EnergyBadge({ energy }: { energy: EnergyClassInfo }) {
  const t = useT();
  return (
    <span className={`energy-arrow energy-arrow-small energy-${energy.class}`} role="img" aria-label={t("product-energy-class", { class: energy.class })}>
      <EnergyArrowFace energy={energy} />
    </span>
  );
}
