// The server renders synchronously, so the islands' modules (lib/island.tsx), which the
// browser loads when the visitor comes near them or reaches for them, are bundled in
// statically here.
import { ContactSection } from "./components/ContactSection";
import { HomeAbout } from "./components/HomeAbout";
import { HomeBooking } from "./components/HomeBooking";
import { HomeCategories } from "./components/HomeCategories";
import { NewsletterBanner } from "./components/NewsletterBanner";
import { PricingCalculator } from "./components/PricingCalculator";
import { SearchBox } from "./components/SearchBox";
import { ProductSlider } from "./components/ProductSlider";
import { SmartHomePackages } from "./components/SmartHomePackages";
import { SmartLightCarousel } from "./components/SmartLightCarousel";
import { provideIslands } from "./lib/island";

provideIslands({
  "search-box": SearchBox,
  about: HomeAbout,
  categories: HomeCategories,
  booking: HomeBooking,
  "smart-light": SmartLightCarousel,
  pricing: PricingCalculator,
  packages: SmartHomePackages,
  "product-slider": ProductSlider,
  contact: ContactSection,
  newsletter: NewsletterBanner,
});
