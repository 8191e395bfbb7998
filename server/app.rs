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
use crate::checkout::LocalCheckout;
use crate::privacy::Privacy;
use crate::mail::Mailer;
use crate::settings::ServeArgs;
use crate::http::client::TrustedProxies;
use crate::http::origin::PublicOrigin;
use crate::i18n::Catalog;
use crate::pages::Pages;
use crate::pages::cache::PageCache;
use crate::platform::limits::Limits;
use crate::platform::{Changes, Clock, Db, Metrics};
use crate::requests::Requests;
use crate::shop::Shop;
use crate::translation::TranslationService;

/// The services, shared by every handler: a handle, cloned for every request (one
/// reference count, not one per service and the services' own). Handlers take the one
/// they need (`State<Accounts>`, `State<Shop>`, …) through `FromRef`.
#[derive(Clone)]
pub struct AppState(Arc<Services>);

impl std::ops::Deref for AppState {
    type Target = Services;
    fn deref(&self) -> &Services {
        &self.0
    }
}

/// `State<T>` for each service of [`AppState`].
macro_rules! services_from_state {
    ($($field:ident: $type:ty),* $(,)?) => {
        $(impl FromRef<AppState> for $type {
            fn from_ref(state: &AppState) -> $type {
                state.$field.clone()
            }
        })*
    };
}

services_from_state! {
    db: Db,
    catalog: Arc<Catalog>,
    accounts: Accounts,
    shop: Shop,
    checkout: LocalCheckout,
    payments: crate::payments::Payments,
    requests: Requests,
    translation: Arc<TranslationService>,
    mailer: Mailer,
    backoffice: Backoffice,
    privacy: Privacy,
    retention: crate::privacy::retention::Retention,
    booking: crate::booking::Booking,
    search: crate::search::Search,
    withdrawals: crate::withdrawal::Withdrawals,
    changes: Changes,
    pages: Pages,
    origin: PublicOrigin,
    proxies: TrustedProxies,
    limits: Limits,
    clock: Clock,
    metrics: Metrics,
    drain: Drain,
}

/// What [`AppState`] holds.
pub struct Services {
    pub db: Db,
    pub catalog: Arc<Catalog>,
    pub accounts: Accounts,
    pub shop: Shop,
    pub checkout: LocalCheckout,
    pub payments: crate::payments::Payments,
    pub requests: Requests,
    pub translation: Arc<TranslationService>,
    pub mailer: Mailer,
    pub backoffice: Backoffice,
    pub privacy: Privacy,
    pub retention: crate::privacy::retention::Retention,
    pub booking: crate::booking::Booking,
    pub search: crate::search::Search,
    /// The withdrawal function and the returns.
    pub withdrawals: crate::withdrawal::Withdrawals,
    /// The durable job queue, and the bookkeeping hand-off it runs (when one is set).
    pub jobs: crate::jobs::Jobs,
    pub bookkeeping: Option<crate::bookkeeping::Bookkeeping>,
    /// "The data behind the pages changed" (and which products), for what writes it.
    pub changes: Changes,
    pub pages: Pages,
    pub origin: PublicOrigin,
    pub proxies: TrustedProxies,
    pub limits: Limits,
    /// The time every service reads (the tests move it).
    pub clock: Clock,
    pub metrics: Metrics,
    pub drain: Drain,
}

pub struct Application {
    listener: TcpListener,
    metrics_listener: Option<TcpListener>,
    router: Router,
    state: AppState,
    drain_for: Duration,
}

/// Where a serving instance is in its life: serving, draining (still serving, but
/// `/readyz` says 503 so the load balancer sends no new traffic), or stopping (the
/// listener closes; requests in flight finish).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Phase {
    Serving,
    Draining,
    Stopping,
}

/// The instance's phase, shared by the readiness check and the shutdown.
#[derive(Clone)]
pub struct Drain(Arc<tokio::sync::watch::Sender<Phase>>);

impl Default for Drain {
    fn default() -> Drain {
        Drain(Arc::new(tokio::sync::watch::channel(Phase::Serving).0))
    }
}

impl Drain {
    /// Readiness turns false; serving goes on until [`Drain::stop`] or the drain time.
    pub fn begin(&self) {
        self.0.send_if_modified(|phase| {
            let changed = *phase < Phase::Draining;
            *phase = (*phase).max(Phase::Draining);
            changed
        });
    }

    /// Stop accepting now; requests in flight finish.
    pub fn stop(&self) {
        self.0.send_replace(Phase::Stopping);
    }

    pub fn phase(&self) -> Phase {
        *self.0.borrow()
    }

    async fn reached(&self, phase: Phase) {
        let mut receiver = self.0.subscribe();
        let _ = receiver.wait_for(|p| *p >= phase).await;
    }
}

impl Application {
    /// Connects and migrates the database, starts the render workers and binds the
    /// listener (port 0 picks a free port; see [`Application::port`]).
    pub async fn build(args: ServeArgs) -> anyhow::Result<Application> {
        let started = Instant::now();
        let clock = Clock::system();
        let metrics = Metrics::new();
        let public_url = args.public_url();
        // The business's facts first: a wrong CVR stops the start before anything else.
        let site = args.business.site_info(&public_url)?;
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
        let proxies = TrustedProxies::parse(args.trusted_proxies.as_deref().unwrap_or_default())?;
        let limits = Limits::new(db.clone(), clock.clone());
        let jobs = crate::jobs::Jobs::new(db.clone(), clock.clone(), args.jobs.pacing());
        let mailer = Mailer::new(&args.mail, db.clone(), catalog.clone(), site.clone())?
            .with_metrics(metrics.clone())
            .with_clock(clock.clone())
            .with_jobs(jobs.clone());
        mailer.register(&jobs);
        let accounts = Accounts::new(db.clone(), &public_url, mailer.clone(), limits.clone()).with_metrics(metrics.clone());
        let shop = Shop::from_settings(&args.shop, db.clone(), mailer.clone(), limits.clone(), changes.clone()).await?;
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
        let books = args.bookkeeping.books()?;
        let mut documents = crate::documents::Documents::new(db.clone(), site.clone(), clock.clone(), catalog.clone(), documents_terms(&args.checkout));
        if books.is_some() {
            documents = documents.with_bookkeeping(jobs.clone());
        }
        if let Some(access_point) = args.access_point.delivery()? {
            documents = documents.with_delivery(access_point, jobs.clone());
        }
        let payments = crate::payments::Payments::new(
            db.clone(),
            args.payments.provider(args.seed_demo, &db, &metrics)?,
            shop.clone(),
            mailer.clone(),
            clock.clone(),
            metrics.clone(),
            &public_url,
            documents,
        )
        .with_call_timeout(args.payments.timeout());
        // The bookkeeping system: its settings checked against the agreement now (a
        // wrong token or account stops the start, naming the setting); a system that
        // does not answer is tried again by each hand-off, while the shop sells.
        let bookkeeping = match books {
            Some(books) => {
                match books.check().await {
                    Ok(()) => tracing::info!(system = books.system(), "bookkeeping: the settings fit the agreement"),
                    Err(crate::bookkeeping::Fault::Lasting(message)) => anyhow::bail!("bookkeeping ({}): {message}", books.system()),
                    Err(crate::bookkeeping::Fault::Passing { error, .. }) => {
                        tracing::warn!(system = books.system(), %error, "bookkeeping: the settings could not be checked now; hand-offs will retry")
                    }
                }
                let bookkeeping = crate::bookkeeping::Bookkeeping::new(books, payments.documents().clone(), jobs.clone(), db.clone());
                bookkeeping.register();
                Some(bookkeeping)
            }
            None => None,
        };
        // An access point's e-invoices are sent by the queue.
        if payments.documents().queues_e_invoices() {
            crate::documents::delivery::Sender::new(payments.documents().clone()).register(&jobs);
        }
        // Each online payment is followed by the queue until it settles.
        payments.register(&jobs);
        let checkout = LocalCheckout::new(&args.checkout, db.clone(), shop.clone(), mailer.clone(), limits.clone(), payments.clone());
        // The receipt of an order paid online goes once its payment is authorised.
        let receipts = checkout.clone();
        payments.on_authorised(Box::new(move |number, key| {
            let checkout = receipts.clone();
            Box::pin(async move { checkout.send_receipt(&number, &key).await })
        }));
        let requests = Requests::new(db.clone(), &args.requests, mailer.clone(), limits.clone(), clock.clone());
        let backoffice = Backoffice {
            db: db.clone(),
            shop: shop.clone(),
            payments: payments.clone(),
            mailer: mailer.clone(),
            requests: requests.clone(),
            translation: translation.clone(),
            limits: limits.clone(),
            clock: clock.clone(),
            per_minute: args.requests.newsletter_per_minute,
            wake: Arc::default(),
            jobs: jobs.clone(),
        };
        let privacy = Privacy { db: db.clone(), accounts: accounts.clone(), mailer: mailer.clone() };
        let retention = crate::privacy::retention::Retention::new(privacy.clone(), clock.clone(), args.retention.clone());
        args.booking.check()?;
        let booking = crate::booking::Booking::new(db.clone(), clock.clone(), limits.clone(), mailer.clone(), args.booking.clone());
        let search = crate::search::Search::new(db.clone(), shop.clone(), catalog.clone(), site.clone(), changes.clone(), limits.clone());
        let withdrawals =
            crate::withdrawal::Withdrawals::new(payments.clone(), limits.clone(), site.clone(), catalog.clone(), args.checkout.carrier_days);
        // Shopify's orders for an address wait until an account verifies it.
        let waiting = shop.clone();
        accounts.on_verified(Arc::new(move |user_id, email| {
            let shop = waiting.clone();
            Box::pin(async move { shop.attach_pending(&user_id, &email).await })
        }));
        let pages = Pages::from(crate::pages::PageServices {
            renderer: args.render.start_renderer().await?,
            render_function: args.render.render_function(),
            cache: Arc::new(
                PageCache::new(args.render.page_cache_ttl(), changes.clone())
                    .with_budget(args.render.page_cache_bytes())
                    .with_clock(clock.clone())
                    .with_counters(metrics.shared_cache.clone()),
            ),
            memo: Arc::new(
                PageCache::content_addressed(32 << 20).with_clock(clock.clone()).with_counters(metrics.personal_cache.clone()),
            ),
            gate: Arc::new(args.render.gate()),
            warmer: Arc::new(crate::pages::warm::Warmer::new()),
            sitemaps: crate::pages::sitemap::Sitemaps::new(
                args.render.sitemap_urls_per_file,
                Duration::from_secs(args.shop.shop_cache_secs),
            ),
            catalog: catalog.clone(),
            site,
            shop: shop.clone(),
            checkout: checkout.clone(),
            requests: requests.clone(),
            accounts: accounts.clone(),
            translation: translation.clone(),
            backoffice: backoffice.clone(),
            booking: booking.clone(),
            search: search.clone(),
            withdrawals: withdrawals.clone(),
            metrics: metrics.clone(),
        });
        let state = AppState(Arc::new(Services {
            db,
            catalog,
            accounts,
            shop,
            checkout,
            payments,
            requests,
            translation,
            mailer,
            backoffice,
            privacy,
            retention,
            booking,
            search,
            withdrawals,
            jobs,
            bookkeeping,
            changes: changes.clone(),
            pages,
            origin: PublicOrigin(Arc::from(public_url.as_str())),
            proxies,
            limits,
            clock,
            metrics,
            drain: Drain::default(),
        }));

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

        tokio::spawn(state.limits.clone().sweep_periodically());
        tokio::spawn(state.checkout.clone().sweep_carts_periodically(state.clock.clone()));
        tokio::spawn(state.retention.clone().run_periodically());
        tokio::spawn(state.booking.clone().remind_periodically());
        tokio::spawn(crate::pages::warm::run(state.pages.clone(), args.render.page_warmup));
        tokio::spawn(crate::platform::assets::precompress());
        tokio::spawn(state.backoffice.clone().run_dispatcher());
        tokio::spawn(state.jobs.clone().run());
        if let Some(bookkeeping) = state.bookkeeping.clone() {
            tokio::spawn(bookkeeping.tell_failures_periodically(state.mailer.clone(), state.origin.0.to_string()));
        }

        if crate::platform::db::backend(&state.db) == crate::platform::db::Backend::Sqlite {
            tracing::info!(
                "SQLite: this must be the only instance on this database; several instances share PostgreSQL (DATABASE_URL=postgres://…)"
            );
        }
        let router = router(state.clone(), args.render.bench_endpoints);
        let address = SocketAddr::new(args.host, args.port);
        let listener = TcpListener::bind(address).await.with_context(|| format!("binding {address}"))?;
        let metrics_listener = match args.metrics_addr {
            Some(address) => Some(TcpListener::bind(address).await.with_context(|| format!("binding {address} (METRICS_ADDR)"))?),
            None => None,
        };
        tracing::info!(
            address = %listener.local_addr()?,
            database = %crate::platform::db::describe(&args.database.database_url),
            shop = state.shop.name(),
            translation = state.translation.provider_name().unwrap_or("none"),
            mail = %state.mailer.describe(),
            metrics = ?metrics_listener.as_ref().and_then(|l| l.local_addr().ok()),
            startup_ms = started.elapsed().as_millis() as u64,
            "elektriker is ready"
        );
        state.metrics.ready.set(1);
        Ok(Application { listener, metrics_listener, router, state, drain_for: Duration::from_secs(args.drain_secs) })
    }

    pub fn port(&self) -> u16 {
        self.listener.local_addr().expect("bound").port()
    }

    /// The metrics listener's port, when `METRICS_ADDR` is set.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics_listener.as_ref().map(|l| l.local_addr().expect("bound").port())
    }

    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Serves until SIGTERM (or [`Drain::begin`]): readiness turns false first, requests
    /// are still served for the drain time (`DRAIN_SECS`) or until [`Drain::stop`],
    /// then the listener closes and the requests in flight finish. Ctrl-C stops at once.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        if let Some(listener) = self.metrics_listener {
            let metrics = Router::new().route("/metrics", get(scrape)).with_state(self.state.clone());
            tokio::spawn(async move {
                if let Err(error) = axum::serve(listener, metrics).await {
                    tracing::error!(%error, "metrics listener stopped");
                }
            });
        }
        let (drain, metrics, drain_for) = (self.state.drain.clone(), self.state.metrics.clone(), self.drain_for);
        tokio::spawn(signals(drain.clone()));
        let shutdown = async move {
            drain.reached(Phase::Draining).await;
            metrics.ready.set(0);
            tracing::info!(drain_secs = drain_for.as_secs(), "draining: /readyz answers 503, still serving");
            let _ = tokio::time::timeout(drain_for, drain.reached(Phase::Stopping)).await;
            tracing::info!("shutting down: finishing requests in flight");
        };
        let service = self.router.into_make_service_with_connect_info::<SocketAddr>();
        axum::serve(self.listener, service).with_graceful_shutdown(shutdown).await?;
        tracing::info!("stopped");
        Ok(())
    }
}

/// `/readyz`: whether this instance should get traffic: not draining, the database
/// answers, every migration this binary knows is applied, render workers run.
async fn readyz(axum::extract::State(state): axum::extract::State<AppState>) -> axum::response::Response {
    use axum::response::IntoResponse;
    let draining = state.drain.phase() != Phase::Serving;
    let database = tokio::time::timeout(Duration::from_secs(3), crate::platform::db::ping(&state.db)).await.unwrap_or(false);
    let migrations = database && crate::platform::db::migrations_applied(&state.db).await;
    let workers = state.pages.renderer.stats().live_workers.load(std::sync::atomic::Ordering::SeqCst);
    let ready = !draining && database && migrations && workers > 0;
    let body = serde_json::json!({
        "status": if ready { "ready" } else { "unavailable" },
        "draining": draining,
        "database": if database { "ok" } else { "unreachable" },
        "migrations": if migrations { "ok" } else if database { "pending" } else { "unknown" },
        "renderWorkers": workers,
    });
    let status = if ready { axum::http::StatusCode::OK } else { axum::http::StatusCode::SERVICE_UNAVAILABLE };
    let mut response = (status, axum::Json(body)).into_response();
    response.headers_mut().insert(axum::http::header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-store"));
    response
}

/// `GET /metrics` on the metrics listener: the state gauges read now, then every
/// metric as Prometheus text.
async fn scrape(axum::extract::State(state): axum::extract::State<AppState>) -> axum::response::Response {
    use axum::response::IntoResponse;
    let m = &state.metrics;
    let pages = &state.pages;
    for (name, cache) in [("shared", &pages.cache), ("personal", &pages.memo)] {
        let label = crate::platform::metrics::CacheLabel { cache: name.into() };
        m.page_cache_bytes.get_or_create(&label).set(cache.bytes() as i64);
        m.page_cache_entries.get_or_create(&label).set(cache.len() as i64);
    }
    m.render_queue_depth.set(pages.gate.in_flight() as i64);
    let now_ms = state.clock.unix_ms();
    let mail: Result<(i64, Option<String>), _> =
        sqlx::query_as("select count(*), min(created_at) from mail_outbox where status = 'queued'")
            .fetch_one(&state.db)
            .await;
    if let Ok((queued, oldest)) = mail {
        m.mail_queued.set(queued);
        let age = oldest
            .and_then(|t| time::OffsetDateTime::parse(&t, &time::format_description::well_known::Rfc3339).ok())
            .map(|t| ((now_ms as i128 * 1_000_000 - t.unix_timestamp_nanos()) as f64 / 1e9).max(0.0))
            .unwrap_or(0.0);
        m.mail_oldest_age.set(age);
    }
    let jobs: Result<(i64, i64), _> = sqlx::query_as(
        "select (select count(*) from translation_jobs where running = 1), (select count(*) from translation_requests)",
    )
    .fetch_one(&state.db)
    .await;
    if let Ok((running, queued)) = jobs {
        let label = |s: &str| crate::platform::metrics::JobLabels { kind: "translation".into(), state: s.into() };
        m.jobs.get_or_create(&label("running")).set(running);
        m.jobs.get_or_create(&label("queued")).set(queued);
    }
    if let Ok((counts, ages)) = state.jobs.counts().await {
        // Every kind and state, zero included, so a state that empties reads 0.
        for kind in crate::jobs::Kind::ALL {
            for job_state in crate::jobs::State::ALL {
                let count = counts.iter().find(|(k, s, _)| *k == kind && *s == job_state).map_or(0, |(_, _, n)| *n);
                let label = crate::platform::metrics::JobLabels { kind: kind.code().into(), state: job_state.code().into() };
                m.jobs.get_or_create(&label).set(count);
            }
            let age = ages.iter().find(|(k, _)| *k == kind).map_or(0.0, |(_, age)| *age);
            m.jobs_oldest_waiting.get_or_create(&crate::platform::metrics::KindLabel { kind: kind.code().into() }).set(age);
        }
    }
    let acquiring = Instant::now();
    if let Ok(connection) = state.db.acquire().await {
        m.db_acquire.set(acquiring.elapsed().as_secs_f64());
        drop(connection);
    }
    let (size, idle) = (state.db.size() as i64, state.db.num_idle() as i64);
    let label = |s: &str| crate::platform::metrics::StateLabel { state: s.into() };
    m.db_pool.get_or_create(&label("in_use")).set(size - idle);
    m.db_pool.get_or_create(&label("idle")).set(idle);
    m.db_pool_max.set(state.db.options().get_max_connections() as i64);
    let mut response = m.encode().into_response();
    response.headers_mut().insert(
        axum::http::header::CONTENT_TYPE,
        axum::http::HeaderValue::from_static("application/openmetrics-text; version=1.0.0; charset=utf-8"),
    );
    response
}

/// Applies what other instances changed: their stored translations reach this
/// instance's catalogues (and so its pages) within a moment; the 60 s reload stays
/// as a fallback. A product's change is passed on as that product's (the search
/// index updates it alone).
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
                    // What was missed may include products (the search index
                    // compares them all, rewriting only what differs).
                    changes.products_changed();
                }
            }
            Ok(topic) if topic == "catalogue" => {
                translation.forget_shop_content();
                changes.bump("shop content");
            }
            Ok(topic) if topic.starts_with(crate::platform::changes::PRODUCT_TOPIC) => {
                translation.forget_shop_content();
                let (handle, collections) =
                    crate::platform::changes::parse_product_topic(&topic[crate::platform::changes::PRODUCT_TOPIC.len()..]);
                changes.product_changed(handle, &collections);
            }
            Ok(topic) if topic.starts_with(crate::platform::changes::COLLECTION_ORDER_TOPIC) => {
                let handle = &topic[crate::platform::changes::COLLECTION_ORDER_TOPIC.len()..];
                changes.drop_tags([crate::platform::changes::collection_tag(handle)], "collection order");
            }
            Ok(topic) if topic == crate::platform::changes::PRODUCTS_TOPIC => {
                translation.forget_shop_content();
                changes.products_changed();
            }
            Ok(_) => {}
            Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                let _ = translation.reload_overlay().await;
                translation.forget_shop_content();
                changes.products_changed();
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
        .merge(crate::checkout::router())
        .merge(crate::payments::http::router())
        .merge(crate::requests::router())
        .merge(crate::translation::router())
        .merge(crate::backoffice::router())
        .merge(crate::privacy::router())
        .merge(crate::booking::http::router())
        .merge(crate::search::router())
        .merge(crate::withdrawal::admin::router())
        .layer(axum::middleware::from_fn_with_state(state.origin.clone(), crate::http::origin::require_same_origin))
        .layer(axum::middleware::from_fn(crate::http::extract::json_refusals))
        // Answers of the API are personal or momentary: never stored by a browser or proxy.
        .layer(tower_http::set_header::SetResponseHeaderLayer::if_not_present(
            axum::http::header::CACHE_CONTROL,
            axum::http::HeaderValue::from_static("no-store"),
        ));
    let payment_page = state.payments.hosted_origin();
    let router = Router::new()
        .route("/healthz", get(crate::http::layers::healthz))
        .route("/readyz", get(readyz))
        .merge(crate::platform::assets::router())
        .merge(crate::i18n::router())
        .merge(crate::shop::http::media_router())
        .merge(crate::payments::http::demo_router())
        .merge(crate::pages::router(state.pages.clone(), bench_endpoints))
        .nest("/api", api)
        .fallback(crate::pages::render::page)
        .layer(axum::extract::DefaultBodyLimit::max(crate::http::BODY_LIMIT))
        .layer(axum::middleware::from_fn_with_state(state.pages.clone(), crate::pages::forms::refuse_oversized))
        .layer(axum::middleware::from_fn_with_state(state.catalog.clone(), crate::http::error::localize))
        .layer(axum::middleware::from_fn_with_state(state.metrics.clone(), crate::http::metrics::track))
        .layer(axum::middleware::from_fn_with_state(state.proxies.clone(), for_the_buyer))
        .layer(axum::middleware::from_fn_with_state(
            crate::http::layers::Hsts::new(state.origin.0.starts_with("https://"), state.proxies.clone()),
            crate::http::layers::hsts,
        ))
        .with_state(state);
    crate::http::layers::outer(router, payment_page.as_deref())
}

/// Every request is made for its visitor: what it asks of Shopify's Storefront API
/// carries the visitor's address (`Shopify-Storefront-Buyer-IP`), so Shopify's bot
/// protection sees the buyer, not this server, for each of them.
async fn for_the_buyer(
    axum::extract::State(proxies): axum::extract::State<TrustedProxies>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let peer = request.extensions().get::<axum::extract::ConnectInfo<std::net::SocketAddr>>().map(|info| info.0.ip());
    match peer {
        Some(peer) => {
            let buyer = proxies.client(peer, request.headers());
            crate::shop::shopify::for_buyer(buyer, next.run(request)).await
        }
        None => next.run(request).await,
    }
}

/// The payments service as an instance has it, for the command line's `order`
/// commands: the same database, shop, mail outbox and provider settings.
pub async fn payments_of(args: &ServeArgs) -> anyhow::Result<crate::payments::Payments> {
    let clock = Clock::system();
    let public_url = args.public_url();
    let site = args.business.site_info(&public_url)?;
    let db = crate::platform::db::connect(&args.database.database_url).await?;
    crate::platform::db::migrate(&db).await?;
    let catalog = Arc::new(match &args.locales_dir {
        Some(dir) => Catalog::from_dir(dir)?,
        None => Catalog::embedded()?,
    });
    let changes = Changes::shared(&db);
    let limits = Limits::new(db.clone(), clock.clone());
    let mut documents = crate::documents::Documents::new(db.clone(), site.clone(), clock.clone(), catalog.clone(), documents_terms(&args.checkout));
    // What it issues goes to the books like the server's (whose workers hand it over).
    let jobs = crate::jobs::Jobs::new(db.clone(), clock.clone(), args.jobs.pacing());
    if args.bookkeeping.bookkeeping != crate::bookkeeping::System::None {
        documents = documents.with_bookkeeping(jobs.clone());
    }
    if let Some(access_point) = args.access_point.delivery()? {
        documents = documents.with_delivery(access_point, jobs.clone());
    }
    let mailer = Mailer::new(&args.mail, db.clone(), catalog, site)?.with_clock(clock.clone()).with_jobs(jobs.clone());
    let shop = Shop::from_settings(&args.shop, db.clone(), mailer.clone(), limits, changes).await?;
    let metrics = Metrics::new();
    let provider = args.payments.provider(args.seed_demo, &db, &metrics)?;
    Ok(crate::payments::Payments::new(db, provider, shop, mailer, clock, metrics, &public_url, documents).with_call_timeout(args.payments.timeout()))
}

/// The withdrawals service as an instance has it, for the command line's `order
/// delivered`.
pub async fn withdrawals_of(args: &ServeArgs) -> anyhow::Result<crate::withdrawal::Withdrawals> {
    let payments = payments_of(args).await?;
    let site = args.business.site_info(&args.public_url())?;
    let catalog = Arc::new(match &args.locales_dir {
        Some(dir) => Catalog::from_dir(dir)?,
        None => Catalog::embedded()?,
    });
    let limits = Limits::new(payments.db.clone(), payments.clock.clone());
    Ok(crate::withdrawal::Withdrawals::new(payments, limits, site, catalog, args.checkout.carrier_days))
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

/// SIGTERM drains (readiness first, then the listener closes); Ctrl-C stops at once.
async fn signals(drain: Drain) {
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
        _ = ctrl_c => {
            drain.begin();
            drain.stop();
        }
        _ = terminate => drain.begin(),
    }
}

/// The payment terms invoices state: the checkout's account and days.
fn documents_terms(settings: &crate::checkout::CheckoutSettings) -> crate::documents::Terms {
    crate::documents::Terms { bank_account: settings.bank_account.clone(), days: settings.payment_terms_days }
}
