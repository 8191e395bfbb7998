import ShoppingCart from "lucide-react/icons/shopping-cart";
import { itemCount } from "../lib/cart-store";
import { useT } from "../lib/i18n";
import { requestWidgets } from "../lib/widgets";
import { useCart } from "./CartProvider";

export function CartButton() {
  const t = useT();
  const { cart, setOpen } = useCart();
  const count = itemCount(cart);
  return (
    <button
      type="button"
      className="icon-button cart-button"
      aria-label={count > 0 ? `${t("cart-open")} – ${t("cart-count", { count })}` : t("cart-open")}
      aria-haspopup="dialog"
      onClick={() => {
        setOpen(true);
        requestWidgets();
      }}
    >
      <ShoppingCart size={20} aria-hidden />
      {count > 0 && (
        <span className="badge-count" data-testid="cart-count" aria-hidden>
          {count}
        </span>
      )}
    </button>
  );
}
