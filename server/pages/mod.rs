//! Pages: the route table, each route's loader, the render in the JavaScript engine,
//! the document around it, the page cache, and the sitemaps and robots.txt.

pub mod cache;
pub mod document;
mod fields;
pub mod forms;
pub mod gate;
pub mod page;
pub mod render;
pub mod routes;
pub mod seo;
pub mod sitemap;
pub mod table;
pub mod warm;

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::FromRef;
use axum::routing::get;

use crate::i18n::Lang;

use crate::accounts::Accounts;
use crate::backoffice::Backoffice;
use crate::i18n::Catalog;
use crate::platform::SiteInfo;
use crate::shop::Shop;
use crate::translation::TranslationService;
use cache::PageCache;

/// How pages are rendered and cached.
#[derive(Debug, Clone, clap::Args)]
pub struct RenderSettings {
    /// JavaScript render workers, each with its own engine (default: number of cores).
    #[arg(long, env = "RENDER_WORKERS")]
    pub render_workers: Option<usize>,

    /// Longest a page render may take before it is stopped, in milliseconds.
    #[arg(long, env = "RENDER_TIMEOUT_MS", default_value_t = 2000)]
    pub render_timeout_ms: u64,

    /// How long an anonymous page stays in the page cache, in seconds (0 disables it).
    #[arg(long, env = "PAGE_CACHE_TTL_SECS", default_value_t = 60)]
    pub page_cache_ttl_secs: u64,

    /// Memory for the shared pages' cache, in MB (their HTML and its compressed
    /// copies); the warm-up fills it up to 80 %. 0: a share of the machine's memory
    /// (1/64 of it, between 32 and 256 MB).
    #[arg(long, env = "PAGE_CACHE_MB", default_value_t = 0)]
    pub page_cache_mb: usize,

    /// Longest a page waits for a render turn before it is answered 503 (load is
    /// shed, not queued), in milliseconds.
    #[arg(long, env = "RENDER_QUEUE_DEADLINE_MS", default_value_t = 1000)]
    pub render_queue_deadline_ms: u64,

    /// Renders one client address may have in flight at once while renders are
    /// scarce; its further renders wait in its own queue (never refused for that
    /// alone within 15 s).
    #[arg(long, env = "RENDERS_PER_CLIENT", default_value_t = 4)]
    pub renders_per_client: usize,

    /// Renders every shared page in the background at start-up and after each
    /// change, before its first visitor (`false`: pages render when first asked for).
    #[arg(long, env = "PAGE_WARMUP", default_value_t = true, action = clap::ArgAction::Set)]
    pub page_warmup: bool,

    /// Renders each page whole instead of its content into a shell rendered once per
    /// language, route and visitor (the same HTML, more CPU): a way back should the
    /// splice ever misbehave, and the benchmark's comparison.
    #[arg(long, env = "RENDER_WHOLE_PAGES", hide = true)]
    pub render_whole_pages: bool,

    /// Render with this server bundle instead of the embedded one (development and
    /// tests: rebuild the app with `node app/build.mjs` without recompiling Rust).
    #[arg(long, env = "SERVER_BUNDLE", hide = true)]
    pub server_bundle: Option<std::path::PathBuf>,

    /// URLs in one sitemap file: the protocol's most unless lowered (the tests lower it
    /// to see a catalogue take several files).
    #[arg(long, env = "SITEMAP_URLS_PER_FILE", default_value_t = sitemap::URLS_PER_FILE, hide = true)]
    pub sitemap_urls_per_file: usize,

    /// Adds `/__bench/prebuilt` (the home page served from memory), the upper limit
    /// that `make bench` compares against. Never needed in production.
    #[arg(long, env = "BENCH_ENDPOINTS", hide = true)]
    pub bench_endpoints: bool,
}

impl RenderSettings {
    /// The bundle's function that renders a page ([`PageServices::render_function`]).
    pub fn render_function(&self) -> &'static str {
        if self.render_whole_pages { "renderWhole" } else { "render" }
    }

    /// The render workers with the server bundle loaded (embedded, or from
    /// `SERVER_BUNDLE` / `DEV_APP_DIR`).
    pub async fn start_renderer(&self) -> anyhow::Result<ssr_runtime::Pool> {
        use anyhow::Context;
        let config = ssr_runtime::PoolConfig {
            workers: self.render_workers.unwrap_or_else(|| ssr_runtime::PoolConfig::default().workers),
            timeout: Duration::from_millis(self.render_timeout_ms),
            ..Default::default()
        };
        let path = self
            .server_bundle
            .clone()
            .or_else(|| crate::platform::assets::dev_app_dir().map(|d| d.join("server/server.js")));
        let bundle = match &path {
            Some(path) => std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?,
            None => crate::platform::assets::SERVER_BUNDLE.to_owned(),
        };
        tokio::task::spawn_blocking(move || ssr_runtime::Pool::new(bundle, config))
            .await?
            .context("starting the render workers")
    }

    /// The shared pages' cache budget in bytes ([`RenderSettings::page_cache_mb`]).
    pub fn page_cache_bytes(&self) -> usize {
        if self.page_cache_mb > 0 {
            return self.page_cache_mb << 20;
        }
        let total = std::fs::read_to_string("/proc/meminfo").ok().and_then(|info| {
            let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
            line.split_whitespace().nth(1)?.parse::<usize>().ok().map(|kb| kb << 10)
        });
        default_cache_bytes(total)
    }

    pub fn page_cache_ttl(&self) -> Duration {
        Duration::from_secs(self.page_cache_ttl_secs)
    }

    /// The gate in front of the workers: each worker's render and a few waiting.
    pub fn gate(&self) -> gate::RenderGate {
        let workers = self.render_workers.unwrap_or_else(|| ssr_runtime::PoolConfig::default().workers);
        gate::RenderGate::new(workers * 4, Duration::from_millis(self.render_queue_deadline_ms), self.renders_per_client)
    }
}

/// The pages service: the render workers and the page cache, and the services the
/// loaders read. A handle, cloned for every page request: one reference count (the
/// services behind it are many, and were cloned and dropped whole on every request).
#[derive(Clone)]
pub struct Pages(Arc<PageServices>);

impl std::ops::Deref for Pages {
    type Target = PageServices;
    fn deref(&self) -> &PageServices {
        &self.0
    }
}

impl From<PageServices> for Pages {
    fn from(services: PageServices) -> Pages {
        Pages(Arc::new(services))
    }
}

/// What [`Pages`] holds.
pub struct PageServices {
    pub renderer: ssr_runtime::Pool,
    /// The bundle's render function: `render` (the shell kept, app/src/lib/shell.ts),
    /// or `renderWhole` ([`RenderSettings::render_whole_pages`]).
    pub render_function: &'static str,
    /// Shared pages by what they depend on (see `render::shared_key`).
    pub cache: Arc<PageCache>,
    /// Personal pages by everything their render reads.
    pub memo: Arc<PageCache>,
    pub gate: Arc<gate::RenderGate>,
    /// Renders shared pages before their first visitor.
    pub warmer: Arc<warm::Warmer>,
    /// The sitemaps' plans of their files.
    pub sitemaps: sitemap::Sitemaps,
    pub catalog: Arc<Catalog>,
    pub site: SiteInfo,
    pub shop: Shop,
    pub checkout: crate::checkout::LocalCheckout,
    pub requests: crate::requests::Requests,
    pub accounts: Accounts,
    pub translation: Arc<TranslationService>,
    pub backoffice: Backoffice,
    pub booking: crate::booking::Booking,
    pub search: crate::search::Search,
    pub withdrawals: crate::withdrawal::Withdrawals,
    pub metrics: crate::platform::Metrics,
}

/// `/api/page` (to nest under `/api`).
pub fn api_router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Pages: FromRef<S>,
{
    Router::new().route("/page", get(render::page_json))
}

/// `/sitemap.xml` and its `/sitemaps/*`, `/robots.txt`, the pages' own forms (the checkout,
/// the newsletter's confirm and unsubscribe buttons, booking: POSTs to their pages, which
/// work without JavaScript, behind [`forms::require_same_origin`]) and, with `bench`,
/// `/__bench/prebuilt`. Every other GET is a page: see [`render::page`], the application's fallback.
pub fn router<S>(pages: Pages, bench: bool) -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Pages: FromRef<S>,
    crate::http::client::TrustedProxies: FromRef<S>,
{
    // The sitemaps gzipped on the way out, as they stream, for a crawler that asks:
    // 20,000 products' 80,000 URLs are 52 MB of XML, 1.3 MB gzipped.
    let sitemaps = Router::new()
        .route("/sitemap.xml", get(sitemap::index))
        .route("/sitemaps/{file}", get(sitemap::file))
        .layer(tower_http::compression::CompressionLayer::new().no_br());
    // A page whose route has an action takes its form's POST, in every language.
    let mut form_pages = Router::new();
    for (id, _) in routes::actions() {
        let path = table::route(id).expect("the registry's routes are the table's").axum_path();
        for lang in Lang::ALL {
            form_pages = form_pages.route(&lang.localize(&path), get(render::page).post(forms::action));
        }
    }
    let form_pages = form_pages.route_layer(axum::middleware::from_fn_with_state(pages, forms::require_same_origin));
    let router = Router::new().merge(sitemaps).merge(form_pages).route("/robots.txt", get(seo::robots));
    if bench { router.route("/__bench/prebuilt", get(render::prebuilt)) } else { router }
}

/// A share of the machine's memory for the page cache: 1/64, between 32 and 256 MB
/// (64 MB when the memory cannot be read).
fn default_cache_bytes(total: Option<usize>) -> usize {
    total.map_or(64 << 20, |total| (total / 64).clamp(32 << 20, 256 << 20))
}

#[cfg(test)]
mod budget_tests {
    #[test]
    fn the_default_cache_fits_the_machine() {
        assert_eq!(super::default_cache_bytes(Some(24 << 30)), 256 << 20);
        assert_eq!(super::default_cache_bytes(Some(4 << 30)), 64 << 20);
        assert_eq!(super::default_cache_bytes(Some(1 << 30)), 32 << 20);
        assert_eq!(super::default_cache_bytes(None), 64 << 20);
    }
}
