//! Building the application: database, render pool, router, listener.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use anyhow::Context;
use axum::Router;
use axum::routing::get;
use tokio::net::TcpListener;
use tower_http::compression::{CompressionLayer, CompressionLevel};
use tower_http::trace::{DefaultMakeSpan, DefaultOnResponse, TraceLayer};
use tracing::Level;

use crate::cache::PageCache;
use crate::config::ServeArgs;
use crate::i18n::Catalog;
use crate::shop::ShopProvider;
use crate::shop::local::LocalShop;
use crate::shop::shopify::{ShopifyConfig, ShopifyShop};
use crate::state::AppState;

pub struct Application {
    listener: TcpListener,
    router: Router,
    state: AppState,
}

impl Application {
    /// Connects and migrates the database, starts the render workers and binds the
    /// listener (port 0 picks a free port; see [`Application::port`]).
    pub async fn build(args: ServeArgs) -> anyhow::Result<Application> {
        let started = Instant::now();
        let db = crate::db::connect(&args.database.database_url).await?;
        crate::db::migrate(&db).await?;
        if args.seed_demo {
            seed_demo_admin(&db).await?;
        }

        let catalog = Arc::new(match &args.locales_dir {
            Some(dir) => Catalog::from_dir(dir)?,
            None => Catalog::embedded()?,
        });
        let provider = crate::translate::Provider::from_settings(
            args.translation_provider.as_deref(),
            args.translation_api_url.as_deref(),
            args.translation_api_key.as_deref(),
            args.translation_model.as_deref(),
        )?;
        let translator = match provider {
            Some(provider) => Some(crate::translate::Translator::new(
                provider,
                std::time::Duration::from_millis(args.translation_timeout_ms),
            )?),
            None => None,
        };
        let shop_timeout = std::time::Duration::from_millis(args.shop_timeout_ms);
        let shop = match (&args.shopify_store_domain, &args.shopify_storefront_token) {
            (Some(domain), Some(token)) if !domain.is_empty() && !token.is_empty() => {
                ShopProvider::Shopify(ShopifyShop::new(ShopifyConfig {
                    store_domain: domain.clone(),
                    storefront_token: token.clone(),
                    timeout: shop_timeout,
                    fresh_for: std::time::Duration::from_secs(args.shop_cache_secs),
                })?)
            }
            _ => {
                let local = LocalShop::new(db.clone());
                local.seed_if_empty().await?;
                ShopProvider::Local(local)
            }
        };
        let pool_config = ssr_runtime::PoolConfig {
            workers: args.render_workers.unwrap_or_else(|| ssr_runtime::PoolConfig::default().workers),
            timeout: args.render_timeout(),
            ..Default::default()
        };
        let bundle_path = args.server_bundle.clone().or_else(|| crate::assets::dev_app_dir().map(|d| d.join("server/server.js")));
        let bundle = match &bundle_path {
            Some(path) => std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?,
            None => crate::assets::SERVER_BUNDLE.to_owned(),
        };
        let renderer = tokio::task::spawn_blocking(move || ssr_runtime::Pool::new(bundle, pool_config))
        .await?
        .context("starting the render workers")?;

        let state = AppState {
            db,
            renderer,
            catalog,
            cache: Arc::new(PageCache::new(args.page_cache_ttl())),
            site: crate::business::site_info(&args.public_url()),
            public_url: Arc::from(args.public_url()),
            sign_in_limits: Arc::new(crate::auth::SignInLimits::default()),
            shop,
            shopify_webhook_secret: args.shopify_webhook_secret.as_deref().filter(|s| !s.is_empty()).map(Arc::from),
            shop_timeout,
            form_limits: Arc::new(crate::forms::FormLimits::default()),
            coming_soon_password: args.coming_soon_password.as_deref().filter(|s| !s.is_empty()).map(Arc::from),
            translations: Arc::new(crate::translation_jobs::TranslationService::new(translator)),
        };
        crate::translation_jobs::reload_overlay(&state).await.context("loading stored translations")?;
        // Messages the server writes (API errors, the error page) are translated like
        // the pages' when a language lacks them.
        let translations = state.translations.clone();
        state.catalog.on_missing(Box::new(move |lang, id| translations.request_missing(lang, &[id.to_owned()])));
        tokio::spawn(crate::translation_jobs::runtime_worker(state.clone()));
        tokio::spawn(crate::translation_jobs::refresh_overlay_periodically(state.clone(), std::time::Duration::from_secs(60)));
        let router = router(state.clone(), args.bench_endpoints);
        let address = SocketAddr::new(args.host, args.port);
        let listener = TcpListener::bind(address).await.with_context(|| format!("binding {address}"))?;
        tracing::info!(
            address = %listener.local_addr()?,
            database = %crate::db::describe(&args.database.database_url),
            shop = state.shop.name(),
            translation = state.translations.provider_name().unwrap_or("none"),
            startup_ms = started.elapsed().as_millis() as u64,
            "elektriker is ready"
        );
        Ok(Application { listener, router, state })
    }

    pub fn port(&self) -> u16 {
        self.listener.local_addr().expect("bound").port()
    }

    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Serves until SIGINT or SIGTERM, then finishes the requests in flight.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        let service = self.router.into_make_service_with_connect_info::<SocketAddr>();
        axum::serve(self.listener, service).with_graceful_shutdown(shutdown_signal()).await?;
        tracing::info!("stopped");
        Ok(())
    }
}

pub fn router(state: AppState, bench_endpoints: bool) -> Router {
    let api = Router::new()
        .route("/page", get(crate::pages::page_json))
        .merge(crate::auth::router())
        .merge(crate::shop::http::api_router())
        .merge(crate::forms::router())
        .merge(crate::translations::admin_router())
        .merge(crate::translation_jobs::admin_router())
        .layer(axum::middleware::from_fn_with_state(state.clone(), crate::auth::origin::require_same_origin));
    let mut router = Router::new();
    if bench_endpoints {
        router = router.route("/__bench/prebuilt", get(crate::pages::prebuilt));
    }
    let mut router = router
        .route("/healthz", get(crate::http::healthz))
        .route("/assets/messages/{file}", get(crate::assets::messages))
        .route("/assets/{*path}", get(crate::assets::serve))
        .route("/favicon.svg", get(crate::assets::favicon))
        .route("/sitemap.xml", get(crate::seo::sitemap))
        .route("/robots.txt", get(crate::seo::robots))
        .merge(crate::shop::http::media_router())
        .nest("/api", api)
        .fallback(get(crate::pages::page))
        .with_state(state);
    for layer in crate::http::security_headers() {
        router = router.layer(layer);
    }
    router
        .layer(CompressionLayer::new().quality(CompressionLevel::Precise(4)))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(DefaultMakeSpan::new().level(Level::INFO))
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
}

/// The newcomer's way into the admin pages: on an empty database, an administrator
/// with a generated password, printed once.
async fn seed_demo_admin(db: &crate::db::Db) -> anyhow::Result<()> {
    let users: i64 = sqlx::query_scalar("select count(*) from users").fetch_one(db).await?;
    if users > 0 {
        return Ok(());
    }
    let email = "admin@nordlys-el.dk";
    let password = hex::encode(rand::random::<[u8; 9]>());
    let input = crate::auth::validation::sign_up("Demo", "Administrator", email, &password)
        .map_err(|e| anyhow::anyhow!("demo admin: {e:?}"))?;
    match crate::auth::create_user(db, &input, true).await {
        Ok(_) => {
            println!("\n  Demo administrator created (shown only this once):\n    email:    {email}\n    password: {password}\n");
            Ok(())
        }
        Err(crate::auth::CreateUserError::EmailTaken) => Ok(()),
        Err(crate::auth::CreateUserError::Other(error)) => Err(error),
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    tracing::info!("shutting down: finishing requests in flight");
}
