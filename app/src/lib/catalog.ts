// The site's fixed structure: services and product categories, in menu order.
export const SERVICES = ["installation", "fejlfinding", "smart-home", "elbil", "tavle", "erhverv"] as const;
export const PRODUCT_CATEGORIES = ["stikkontakter", "lamper", "smart-home", "udendors", "tavler", "kabler"] as const;
export const COLLECTIONS = ["indendors-lys", "udendors-lys", "smart-home", "tilbehor"] as const;
