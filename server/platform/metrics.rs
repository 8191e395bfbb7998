//! What an operator watches: the application's metrics, one registry per
//! application, encoded as Prometheus (OpenMetrics) text on the separate metrics
//! listener (`METRICS_ADDR`).
//!
//! Counters and histograms are handles the services keep and count into; gauges that
//! describe a state (page cache size, queue depths, the database pool) are set by the
//! composition root when `/metrics` is scraped. Labels are route ids, cache names and
//! reasons, never raw paths, so the number of series stays bounded.

use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::Instant;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::{Registry, Unit};

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RequestLabels {
    pub route: String,
    pub method: String,
    pub status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RouteMethod {
    pub route: String,
    pub method: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RouteLabel {
    pub route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct ReasonLabel {
    pub reason: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct KindLabel {
    pub kind: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct CacheLabel {
    pub cache: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct StateLabel {
    pub state: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct JobLabels {
    pub kind: String,
    pub state: String,
}

type Seconds = Family<RouteMethod, Histogram, fn() -> Histogram>;
type RouteSeconds = Family<RouteLabel, Histogram, fn() -> Histogram>;
pub type FloatGauge = Gauge<f64, AtomicU64>;

fn request_buckets() -> Histogram {
    // 1 ms to about 16 s.
    Histogram::new(exponential_buckets(0.001, 2.0, 15))
}

fn render_buckets() -> Histogram {
    // 0.5 ms (a product page's content into its kept shell takes about 1 ms) to about 4 s.
    Histogram::new(exponential_buckets(0.0005, 2.0, 14))
}

/// The counters of one page cache, kept by the cache itself.
#[derive(Clone, Default, Debug)]
pub struct CacheCounters {
    pub hits: Counter,
    pub misses: Counter,
    pub stale_served: Counter,
    /// Renders the cache started (one per key at a time).
    pub renders: Counter,
}

/// Every metric of one application: a handle to them. The state that carries it is
/// cloned for every request by each layer and handler that takes it, so a clone is one
/// reference count, not one per metric (thirty of them, cloned and dropped several
/// times a request, were two thirds of the server's time on a cached page).
#[derive(Clone)]
pub struct Metrics(Arc<Series>);

impl std::ops::Deref for Metrics {
    type Target = Series;
    fn deref(&self) -> &Series {
        &self.0
    }
}

/// The metrics themselves (see [`Metrics`]).
pub struct Series {
    registry: Registry,
    started: Instant,
    pub http_requests: Family<RequestLabels, Counter>,
    pub http_duration: Seconds,
    pub renders: Family<RouteLabel, Counter>,
    pub render_duration: RouteSeconds,
    pub render_timeouts: Counter,
    pub render_shed: Family<ReasonLabel, Counter>,
    pub shared_cache: CacheCounters,
    pub personal_cache: CacheCounters,
    pub page_cache_bytes: Family<CacheLabel, Gauge>,
    pub page_cache_entries: Family<CacheLabel, Gauge>,
    pub render_queue_depth: Gauge,
    pub mail_queued: Gauge,
    pub mail_oldest_age: FloatGauge,
    pub mail_sent: Counter,
    pub mail_failed: Counter,
    pub jobs: Family<JobLabels, Gauge>,
    /// How long the oldest job of each kind not yet done has waited.
    pub jobs_oldest_waiting: Family<KindLabel, FloatGauge>,
    pub db_pool: Family<StateLabel, Gauge>,
    pub db_pool_max: Gauge,
    pub db_acquire: FloatGauge,
    pub sign_in_failures: Counter,
    /// Online payments that moved into a state, by state.
    pub payments: Family<StateLabel, Counter>,
    /// Calls to the payment provider that failed, and events refused, by reason.
    pub payment_errors: Family<ReasonLabel, Counter>,
    /// Calls to the payment provider sent again, by cause (`network`, `409`, `429`,
    /// `5xx`, `should_retry`).
    pub payment_retries: Family<ReasonLabel, Counter>,
    pub ready: Gauge,
    uptime: FloatGauge,
    rss: Gauge,
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let mut root = Registry::default();
        let hits: Family<CacheLabel, Counter> = Family::default();
        let misses: Family<CacheLabel, Counter> = Family::default();
        let stale: Family<CacheLabel, Counter> = Family::default();
        // A cache keeps its own counters: the family's series for its label (a clone
        // of a counter shares its count).
        let counters = |name: &str| {
            let label = CacheLabel { cache: name.into() };
            CacheCounters {
                hits: hits.get_or_create(&label).clone(),
                misses: misses.get_or_create(&label).clone(),
                stale_served: stale.get_or_create(&label).clone(),
                renders: Counter::default(),
            }
        };
        let metrics = Series {
            registry: Registry::default(),
            started: Instant::now(),
            http_requests: Family::default(),
            http_duration: Family::new_with_constructor(request_buckets),
            renders: Family::default(),
            render_duration: Family::new_with_constructor(render_buckets),
            render_timeouts: Counter::default(),
            render_shed: Family::default(),
            shared_cache: counters("shared"),
            personal_cache: counters("personal"),
            page_cache_bytes: Family::default(),
            page_cache_entries: Family::default(),
            render_queue_depth: Gauge::default(),
            mail_queued: Gauge::default(),
            mail_oldest_age: FloatGauge::default(),
            mail_sent: Counter::default(),
            mail_failed: Counter::default(),
            jobs: Family::default(),
            jobs_oldest_waiting: Family::default(),
            db_pool: Family::default(),
            db_pool_max: Gauge::default(),
            db_acquire: FloatGauge::default(),
            sign_in_failures: Counter::default(),
            payments: Family::default(),
            payment_errors: Family::default(),
            payment_retries: Family::default(),
            ready: Gauge::default(),
            uptime: FloatGauge::default(),
            rss: Gauge::default(),
        };
        root.register_with_unit(
            "process_resident_memory",
            "Resident memory of the process",
            Unit::Bytes,
            metrics.rss.clone(),
        );
        let r = root.sub_registry_with_prefix("elektriker");
        r.register("http_requests", "HTTP requests answered, by route id, method and status", metrics.http_requests.clone());
        r.register_with_unit(
            "http_request_duration",
            "Time to answer an HTTP request, by route id and method",
            Unit::Seconds,
            metrics.http_duration.clone(),
        );
        r.register("renders", "Pages rendered in the JavaScript engine, by route id", metrics.renders.clone());
        r.register_with_unit("render_duration", "Time a render took, by route id", Unit::Seconds, metrics.render_duration.clone());
        r.register("render_timeouts", "Renders that ran out of time", metrics.render_timeouts.clone());
        // Both reasons are series from the start: a dashboard sees 0, not nothing.
        for reason in ["busy", "client_share"] {
            let _ = metrics.render_shed.get_or_create(&ReasonLabel { reason: reason.into() });
        }
        r.register("render_shed", "Renders refused to shed load, by reason", metrics.render_shed.clone());
        r.register("page_cache_hits", "Page cache lookups that found a page", hits);
        r.register("page_cache_misses", "Page cache lookups that found none", misses);
        r.register("page_cache_stale_served", "Expired pages served while one refresh runs", stale);
        r.register_with_unit("page_cache", "Bytes of pages kept", Unit::Bytes, metrics.page_cache_bytes.clone());
        r.register("page_cache_entries", "Pages kept", metrics.page_cache_entries.clone());
        r.register("render_queue_depth", "Renders in flight: running or waiting for a worker", metrics.render_queue_depth.clone());
        r.register("mail_queued", "Mails waiting in the outbox (all instances)", metrics.mail_queued.clone());
        r.register_with_unit(
            "mail_oldest_queued_age",
            "Age of the oldest mail waiting in the outbox",
            Unit::Seconds,
            metrics.mail_oldest_age.clone(),
        );
        r.register("mail_sent", "Mails this instance sent", metrics.mail_sent.clone());
        r.register("mail_failed", "Mails this instance gave up on", metrics.mail_failed.clone());
        r.register("jobs", "Background jobs by state (all instances)", metrics.jobs.clone());
        r.register_with_unit(
            "jobs_oldest_waiting_age",
            "Age of the oldest queued job of each kind not yet done (all instances)",
            Unit::Seconds,
            metrics.jobs_oldest_waiting.clone(),
        );
        r.register("db_pool_connections", "Database connections of this instance, in use or idle", metrics.db_pool.clone());
        r.register("db_pool_max_connections", "The database pool's size limit", metrics.db_pool_max.clone());
        r.register_with_unit(
            "db_pool_acquire",
            "Time taken to get a database connection at the last scrape",
            Unit::Seconds,
            metrics.db_acquire.clone(),
        );
        r.register("sign_in_failures", "Sign-ins refused for a wrong password", metrics.sign_in_failures.clone());
        r.register("payments", "Online payments that moved into a state, by state", metrics.payments.clone());
        r.register("payment_errors", "Payment provider calls that failed and events refused, by reason", metrics.payment_errors.clone());
        r.register("payment_retries", "Payment provider calls sent again after a passing fault, by cause", metrics.payment_retries.clone());
        r.register("ready", "1 while this instance should get traffic", metrics.ready.clone());
        r.register_with_unit("uptime", "Time since the process started serving", Unit::Seconds, metrics.uptime.clone());
        Metrics(Arc::new(Series { registry: root, ..metrics }))
    }
}

impl Series {
    /// Counts one answered HTTP request.
    pub fn request(&self, route: &str, method: &str, status: u16, seconds: f64) {
        self.http_requests.get_or_create(&RequestLabels { route: route.into(), method: method.into(), status }).inc();
        self.http_duration.get_or_create(&RouteMethod { route: route.into(), method: method.into() }).observe(seconds);
    }

    /// Counts one render of `route`.
    pub fn render(&self, route: &str, seconds: f64) {
        let label = RouteLabel { route: route.into() };
        self.renders.get_or_create(&label).inc();
        self.render_duration.get_or_create(&label).observe(seconds);
    }

    pub fn shed(&self, reason: &str) {
        self.render_shed.get_or_create(&ReasonLabel { reason: reason.into() }).inc();
    }

    /// The Prometheus text of every metric, with the process figures read now.
    pub fn encode(&self) -> String {
        self.uptime.set(self.started.elapsed().as_secs_f64());
        self.rss.set(resident_bytes());
        let mut out = String::new();
        prometheus_client::encoding::text::encode(&mut out, &self.registry).expect("writing to a String");
        out
    }
}

/// The resident set size, from `/proc/self/statm` (0 where there is no procfs).
fn resident_bytes() -> i64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: i64 = statm.split_whitespace().nth(1).and_then(|p| p.parse().ok()).unwrap_or(0);
    pages * 4096
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_the_documented_ones() {
        let metrics = Metrics::new();
        metrics.request("home", "GET", 200, 0.004);
        metrics.shared_cache.hits.inc();
        metrics.render("product", 0.03);
        let text = metrics.encode();
        for line in [
            "elektriker_http_requests_total{route=\"home\",method=\"GET\",status=\"200\"} 1",
            "elektriker_page_cache_hits_total{cache=\"shared\"} 1",
            "elektriker_page_cache_hits_total{cache=\"personal\"} 0",
            "elektriker_renders_total{route=\"product\"} 1",
            "elektriker_render_duration_seconds_count{route=\"product\"} 1",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
        assert!(text.contains("\nprocess_resident_memory_bytes "), "{text}");
        assert!(text.contains("\nelektriker_uptime_seconds "));
        assert!(text.lines().any(|l| l == "elektriker_render_shed_total{reason=\"busy\"} 0"), "{text}");
    }
}
