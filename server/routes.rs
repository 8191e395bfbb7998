//! The route table: every page route of the specification. The server owns it and
//! matches every request; the app (app/src/routes.ts) must list the same routes, which
//! a test checks against the server bundle.

use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RouteDef {
    pub id: &'static str,
    pub path: &'static str,
}

pub const ROUTES: &[RouteDef] = &[
    RouteDef { id: "home", path: "/" },
    RouteDef { id: "services", path: "/services" },
    RouteDef { id: "service", path: "/services/:slug" },
    RouteDef { id: "product-category", path: "/products/:category" },
    RouteDef { id: "collection", path: "/collections/:handle" },
    RouteDef { id: "product", path: "/product/:handle" },
    RouteDef { id: "order", path: "/ordre/:number" },
    RouteDef { id: "auth", path: "/auth" },
    RouteDef { id: "profile", path: "/profile" },
    RouteDef { id: "about", path: "/om-os" },
    RouteDef { id: "contact", path: "/kontakt" },
    RouteDef { id: "coming-soon", path: "/coming-soon" },
    RouteDef { id: "privacy", path: "/privatlivspolitik" },
    RouteDef { id: "terms", path: "/handelsbetingelser" },
    RouteDef { id: "admin-translations", path: "/admin/translations" },
    RouteDef { id: "admin-translation-check", path: "/admin/translation-check" },
    RouteDef { id: "not-found", path: "*" },
];

pub const NOT_FOUND: &str = "not-found";

/// The values the parameter routes accept (anything else is a 404).
pub const SERVICES: [&str; 6] = ["installation", "fejlfinding", "smart-home", "elbil", "tavle", "erhverv"];
pub const PRODUCT_CATEGORIES: [&str; 6] = ["stikkontakter", "lamper", "smart-home", "udendors", "tavler", "kabler"];
pub const COLLECTIONS: [&str; 4] = ["indendors-lys", "udendors-lys", "smart-home", "tilbehor"];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matched {
    pub id: &'static str,
    pub params: BTreeMap<String, String>,
}

/// Matches a language-neutral path; anything unknown is the catch-all.
pub fn match_path(path: &str) -> Matched {
    let trimmed = if path.len() > 1 { path.trim_end_matches('/') } else { path };
    let segments: Vec<&str> = trimmed.split('/').filter(|s| !s.is_empty()).collect();
    for route in ROUTES.iter().filter(|r| r.path != "*") {
        let pattern: Vec<&str> = route.path.split('/').filter(|s| !s.is_empty()).collect();
        if pattern.len() != segments.len() {
            continue;
        }
        let mut params = BTreeMap::new();
        let matched = pattern.iter().zip(&segments).all(|(p, s)| match p.strip_prefix(':') {
            Some(name) => {
                let value = percent_encoding::percent_decode_str(s).decode_utf8_lossy().into_owned();
                params.insert(name.to_owned(), value);
                true
            }
            None => p == s,
        });
        if matched {
            return Matched { id: route.id, params };
        }
    }
    Matched { id: NOT_FOUND, params: BTreeMap::new() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_static_and_parameter_routes() {
        assert_eq!(match_path("/").id, "home");
        assert_eq!(match_path("/om-os").id, "about");
        assert_eq!(match_path("/om-os/").id, "about");
        let product = match_path("/product/led-spot%C3%A6");
        assert_eq!(product.id, "product");
        assert_eq!(product.params["handle"], "led-spotæ");
        assert_eq!(match_path("/services/elbil").params["slug"], "elbil");
        assert_eq!(match_path("/services/elbil/extra").id, NOT_FOUND);
        assert_eq!(match_path("/nope").id, NOT_FOUND);
    }
}
