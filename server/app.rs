//! The composition root: builds every service from the settings, holds them in
//! [`AppState`], merges each capability's router into the application, starts the
//! background work and binds the listener. The only module that knows them all.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use axum::Router;
use axum::extract::FromRef;
use axum::routing::get;
use tokio::net::TcpListener;

use crate::accounts::Accounts;
use crate::backoffice::Backoffice;
use crate::mail::Mailer;
use crate::cli::ServeArgs;
use crate::http::client::TrustedProxies;
use crate::http::origin::PublicOrigin;
use crate::i18n::Catalog;
use crate::pages::Pages;
use crate::pages::cache::PageCache;
use crate::platform::limits::Limits;
use crate::platform::{Changes, Db};
use crate::requests::Requests;
use crate::shop::Shop;
use crate::translation::TranslationService;

/// The services, shared by every handler; cheap to clone. Handlers take the one
/// they need (`State<Accounts>`, `State<Shop>`, …) through `FromRef`.
#[derive(Clone, FromRef)]
pub struct AppState {
    pub db: Db,
    pub catalog: Arc<Catalog>,
    pub accounts: Accounts,
    pub shop: Shop,
    pub requests: Requests,
    pub translation: Arc<TranslationService>,
    pub mailer: Mailer,
    pub backoffice: Backoffice,
    pub pages: Pages,
    pub origin: PublicOrigin,
    pub proxies: TrustedProxies,
    pub limits: Limits,
}

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
        let public_url = args.public_url();
        let db = crate::platform::db::connect(&args.database.database_url).await?;
        crate::platform::db::migrate(&db).await?;
        if args.seed_demo {
            seed_demo_admin(&db).await?;
        }

        let catalog = Arc::new(match &args.locales_dir {
            Some(dir) => Catalog::from_dir(dir)?,
            None => Catalog::embedded()?,
        });
        let changes = Changes::shared(&db);
        let site = crate::platform::site::site_info(&public_url);
        let proxies = TrustedProxies::parse(args.trusted_proxies.as_deref().unwrap_or_default())?;
        let limits = Limits::new(db.clone());
        let mailer = Mailer::new(&args.mail, db.clone(), catalog.clone(), site.clone())?;
        let accounts = Accounts::new(db.clone(), &public_url, mailer.clone(), limits.clone());
        let shop = Shop::from_settings(&args.shop, db.clone(), mailer.clone(), limits.clone()).await?;
        let translation = Arc::new(TranslationService::new(
            db.clone(),
            catalog.clone(),
            changes.clone(),
            args.translation.translator()?,
            shop.clone(),
        ));
        // The local shop's content a language lacks is translated like messages.
        if let Some(content) = shop.provider.content() {
            let translation = translation.clone();
            content.on_missing(Box::new(move |lang, keys| translation.request_missing(lang, &keys)));
        }
        let requests = Requests::new(db.clone(), &args.requests, mailer.clone(), limits.clone());
        let backoffice = Backoffice { db: db.clone(), shop: shop.clone(), mailer: mailer.clone() };
        // Shopify's orders for an address wait until an account verifies it.
        let waiting = shop.clone();
        accounts.on_verified(Arc::new(move |user_id, email| {
            let shop = waiting.clone();
            Box::pin(async move { shop.attach_pending(&user_id, &email).await })
        }));
        let pages = Pages {
            renderer: args.render.start_renderer().await?,
            cache: Arc::new(PageCache::new(args.render.page_cache_ttl(), changes.clone())),
            memo: Arc::new(PageCache::content_addressed(32 << 20)),
            gate: Arc::new(args.render.gate()),
            catalog: catalog.clone(),
            site,
            shop: shop.clone(),
            accounts: accounts.clone(),
            translation: translation.clone(),
            backoffice: backoffice.clone(),
        };
        let state = AppState {
            db,
            catalog,
            accounts,
            shop,
            requests,
            translation,
            mailer,
            backoffice,
            pages,
            origin: PublicOrigin(Arc::from(public_url.as_str())),
            proxies,
            limits,
        };

        state.translation.reload_overlay().await.context("loading stored translations")?;
        // Messages the server writes (API errors, the error page) are translated like
        // the pages' when a language lacks them.
        let translation = state.translation.clone();
        state.catalog.on_missing(Box::new(move |lang, id| translation.request_missing(lang, &[id.to_owned()])));
        tokio::spawn(crate::translation::runtime::record_requests(state.translation.clone()));
        tokio::spawn(crate::translation::runtime::runtime_worker(state.translation.clone()));
        // With PostgreSQL, what other instances change reaches this one at once.
        tokio::spawn(changes.clone().listen(args.database.database_url.clone()));
        tokio::spawn(follow_other_instances(changes.subscribe(), state.translation.clone(), changes.clone()));
        tokio::spawn(crate::translation::overlay::refresh_overlay_periodically(
            state.translation.clone(),
            Duration::from_secs(60),
        ));

        tokio::spawn(state.mailer.clone().run_sender(Duration::from_millis(args.mail.mail_poll_ms)));
        tokio::spawn(state.limits.clone().sweep_periodically());

        if crate::platform::db::backend(&state.db) == crate::platform::db::Backend::Sqlite {
            tracing::info!(
                "SQLite: this must be the only instance on this database; several instances share PostgreSQL (DATABASE_URL=postgres://…)"
            );
        }
        let router = router(state.clone(), args.render.bench_endpoints);
        let address = SocketAddr::new(args.host, args.port);
        let listener = TcpListener::bind(address).await.with_context(|| format!("binding {address}"))?;
        tracing::info!(
            address = %listener.local_addr()?,
            database = %crate::platform::db::describe(&args.database.database_url),
            shop = state.shop.name(),
            translation = state.translation.provider_name().unwrap_or("none"),
            mail = %state.mailer.describe(),
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

/// Applies what other instances changed: their stored translations reach this
/// instance's catalogues (and so its pages) within a moment; the 60 s reload stays
/// as a fallback.
async fn follow_other_instances(
    mut topics: tokio::sync::broadcast::Receiver<String>,
    translation: Arc<TranslationService>,
    changes: Changes,
) {
    loop {
        match topics.recv().await {
            Ok(topic) if topic == "translations" || topic == "resync" => {
                if let Err(error) = translation.reload_overlay().await {
                    tracing::warn!(%error, "reloading translations another instance changed");
                }
                if topic == "resync" {
                    translation.forget_shop_content();
                    changes.bump("resync");
                }
            }
            Ok(topic) if topic == "catalogue" => {
                translation.forget_shop_content();
                changes.bump("shop content");
            }
            Ok(_) => {}
            Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                let _ = translation.reload_overlay().await;
            }
            Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
        }
    }
}

/// The application: each capability's router, merged; every other GET is a page.
pub fn router(state: AppState, bench_endpoints: bool) -> Router {
    let api = Router::new()
        .merge(crate::pages::api_router())
        .merge(crate::accounts::router())
        .merge(crate::shop::router())
        .merge(crate::requests::router())
        .merge(crate::translation::router())
        .merge(crate::backoffice::router())
        .layer(axum::middleware::from_fn_with_state(state.origin.clone(), crate::http::origin::require_same_origin))
        // Answers of the API are personal or momentary: never stored by a browser or proxy.
        .layer(tower_http::set_header::SetResponseHeaderLayer::if_not_present(
            axum::http::header::CACHE_CONTROL,
            axum::http::HeaderValue::from_static("no-store"),
        ));
    let router = Router::new()
        .route("/healthz", get(crate::http::layers::healthz))
        .merge(crate::platform::assets::router())
        .merge(crate::i18n::router())
        .merge(crate::shop::http::media_router())
        .merge(crate::pages::router(bench_endpoints))
        .nest("/api", api)
        .fallback(get(crate::pages::render::page))
        .layer(axum::middleware::from_fn_with_state(state.catalog.clone(), crate::http::error::localize))
        .layer(axum::middleware::from_fn_with_state(
            crate::http::layers::Hsts::new(state.origin.0.starts_with("https://"), state.proxies.clone()),
            crate::http::layers::hsts,
        ))
        .with_state(state);
    crate::http::layers::outer(router)
}

/// The newcomer's way into the admin pages: on an empty database, an administrator
/// with a generated password, printed once.
async fn seed_demo_admin(db: &Db) -> anyhow::Result<()> {
    let users: i64 = sqlx::query_scalar("select count(*) from users").fetch_one(db).await?;
    if users > 0 {
        return Ok(());
    }
    let email = "admin@nordlys-el.dk";
    let password = hex::encode(rand::random::<[u8; 9]>());
    let input = crate::accounts::validation::sign_up("Demo", "Administrator", email, &password)
        .map_err(|e| anyhow::anyhow!("demo admin: {e:?}"))?;
    match crate::accounts::create_user(db, &crate::accounts::password::Hasher::default(), &input, true).await {
        Ok(id) => {
            crate::accounts::users::mark_email_verified(db, &id).await?;
            println!(
                "\n  Demo administrator created (shown only this once):\n    email:    {email}\n    password: {password}\n  \
                 Admin pages need a second factor: sign in, then set it up on /profile with an authenticator app.\n"
            );
            Ok(())
        }
        Err(crate::accounts::CreateUserError::EmailTaken) => Ok(()),
        Err(crate::accounts::CreateUserError::Other(error)) => Err(error),
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
