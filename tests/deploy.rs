//! What `deploy/` ships: the systemd unit passes `systemd-analyze verify` and keeps
//! its hardening, the environment file sets only options the binary reads, and the
//! Grafana dashboard queries exactly the metrics the binary exports.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use regex::Regex;
use serde_json::Value;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(relative: &str) -> String {
    let path = repo().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

// ---------------------------------------------------------------------------------
// The systemd unit
// ---------------------------------------------------------------------------------

const UNIT: &str = "deploy/elektriker.service";
const INSTALLED_BINARY: &str = "/usr/local/bin/elektriker";

/// `systemd-analyze`, or a failure that says how to get it: a missing tool must not
/// pass as a verified unit.
fn systemd_analyze() -> PathBuf {
    let candidates = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].map(PathBuf::from);
    let on_path = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).map(|dir| dir.join("systemd-analyze")).collect::<Vec<_>>())
        .unwrap_or_default();
    candidates.into_iter().chain(on_path).find(|path| path.is_file()).unwrap_or_else(|| {
        panic!(
            "systemd-analyze not found (needed to verify {UNIT}): install Debian's package `systemd` \
             (`scripts/install-system-deps.sh test` does, and `make test` runs it)"
        )
    })
}

/// The `[Service]` section: each key with its values in order (a key may repeat).
fn service_section(unit: &str) -> BTreeMap<String, Vec<String>> {
    let mut section = String::new();
    let mut keys: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in unit.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
            continue;
        }
        if line.starts_with('[') {
            section = line.to_owned();
            continue;
        }
        if section == "[Service]" {
            let (key, value) = line.split_once('=').unwrap_or_else(|| panic!("{UNIT}: not a setting: {line}"));
            keys.entry(key.trim().to_owned()).or_default().push(value.trim().to_owned());
        }
    }
    keys
}

/// A path as one word of an `ExecStart=` line (quoted if needed, `%` escaped).
fn exec_word(path: &Path) -> String {
    let path = path.to_str().expect("the binary's path is UTF-8").replace('%', "%%");
    if path.chars().any(|c| c.is_whitespace() || c == '"' || c == '\'' || c == '\\') {
        format!("\"{}\"", path.replace('\\', "\\\\").replace('"', "\\\""))
    } else {
        path
    }
}

#[test]
fn unit_passes_systemd_analyze_verify() {
    let tool = systemd_analyze();
    let unit = read(UNIT);

    // verify checks that ExecStart's binary exists: point it at the one cargo built.
    let exec_start = format!("ExecStart={INSTALLED_BINARY} ");
    assert_eq!(
        unit.lines().filter(|l| l.starts_with(&exec_start)).count(),
        1,
        "{UNIT} must have one `ExecStart={INSTALLED_BINARY} ...` line"
    );
    let built = exec_word(Path::new(env!("CARGO_BIN_EXE_elektriker")));
    let rewritten: String = unit
        .lines()
        .map(|line| match line.strip_prefix(&exec_start) {
            Some(args) => format!("ExecStart={built} {args}\n"),
            None => format!("{line}\n"),
        })
        .collect();

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("elektriker.service");
    std::fs::write(&path, rewritten).unwrap();

    let help = Command::new(&tool).args(["verify", "--help"]).output().expect("running systemd-analyze");
    let help = String::from_utf8_lossy(&help.stdout);
    let mut command = Command::new(&tool);
    command.arg("verify");
    if help.contains("--man") {
        command.arg("--man=no");
    }
    command.arg(&path).env("SYSTEMD_COLORS", "0").env("SYSTEMD_PAGER", "");
    let output = command.output().unwrap_or_else(|e| panic!("running {}: {e}", tool.display()));
    let report = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    // An unknown key or a bad value is only a warning (exit status 0): any output counts.
    assert!(
        output.status.success() && report.trim().is_empty(),
        "systemd-analyze verify {UNIT} ({}):\n{report}",
        output.status
    );
}

#[test]
fn unit_keeps_its_hardening() {
    let keys = service_section(&read(UNIT));
    // (key, value); a misspelt key is caught by verify, a missing one only here.
    let required = [
        ("ExecStart", "/usr/local/bin/elektriker serve"),
        ("EnvironmentFile", "-/etc/elektriker/elektriker.env"),
        ("User", "elektriker"),
        ("Group", "elektriker"),
        ("StateDirectory", "elektriker"),
        ("ProtectSystem", "strict"),
        ("ProtectHome", "yes"),
        ("NoNewPrivileges", "yes"),
        ("PrivateTmp", "yes"),
        ("PrivateDevices", "yes"),
        ("ProtectKernelTunables", "yes"),
        ("ProtectKernelModules", "yes"),
        ("ProtectControlGroups", "yes"),
        ("RestrictAddressFamilies", "AF_INET AF_INET6 AF_UNIX"),
        ("LockPersonality", "yes"),
        ("RestrictSUIDSGID", "yes"),
        ("CapabilityBoundingSet", ""),
        ("Restart", "on-failure"),
        ("RestartSec", "2"),
        ("TimeoutStopSec", "30"),
        ("KillSignal", "SIGTERM"),
    ];
    let mut problems = Vec::new();
    for (key, want) in required {
        match keys.get(key).map(Vec::as_slice) {
            None => problems.push(format!("missing {key}={want}")),
            // The last assignment wins; for lists an empty one resets, so the only one
            // must be the expected one.
            Some([only]) if only == want => {}
            Some(values) => problems.push(format!("{key}= should be only `{want}`, is {values:?}")),
        }
    }
    assert!(problems.is_empty(), "{UNIT} [Service]:\n  {}", problems.join("\n  "));
    assert!(!keys.contains_key("DynamicUser"), "{UNIT}: the unit runs as the static user `elektriker`");
}

// ---------------------------------------------------------------------------------
// The environment file
// ---------------------------------------------------------------------------------

const ENV_FILE: &str = "deploy/elektriker.env.example";

/// Every environment variable the binary reads: the clap `env = "..."` names in
/// `server/`, and tracing's `RUST_LOG`.
fn settings_the_binary_reads() -> BTreeSet<String> {
    fn walk(dir: &Path, pattern: &Regex, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, pattern, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                out.extend(pattern.captures_iter(&text).map(|c| c[1].to_owned()));
            }
        }
    }
    let mut names = BTreeSet::from(["RUST_LOG".to_owned()]);
    walk(&repo().join("server"), &Regex::new(r#"env\s*=\s*"([A-Z][A-Z0-9_]*)""#).unwrap(), &mut names);
    names
}

/// (name, value, set) for each `NAME=value` line, also the commented examples.
fn env_file_settings() -> Vec<(String, String, bool)> {
    let line = Regex::new(r"^(#\s?)?([A-Z][A-Z0-9_]*)=(.*)$").unwrap();
    read(ENV_FILE)
        .lines()
        .filter_map(|l| line.captures(l.trim_end()))
        .map(|c| (c[2].to_owned(), c[3].trim_matches('"').to_owned(), c.get(1).is_none()))
        .collect()
}

#[test]
fn env_file_names_only_settings_the_binary_reads() {
    let known = settings_the_binary_reads();
    let unknown: Vec<String> =
        env_file_settings().into_iter().map(|(name, _, _)| name).filter(|name| !known.contains(name)).collect();
    assert!(unknown.is_empty(), "{ENV_FILE} names settings the binary does not read: {unknown:?}");
}

#[test]
fn env_file_sets_the_production_defaults() {
    let set: BTreeMap<String, String> =
        env_file_settings().into_iter().filter(|(_, _, set)| *set).map(|(name, value, _)| (name, value)).collect();
    for (name, want) in [
        ("LOG_FORMAT", "json"),
        ("HOST", "127.0.0.1"),
        ("PORT", "3000"),
        ("TRUSTED_PROXIES", "127.0.0.1"),
        ("METRICS_ADDR", "127.0.0.1:9100"),
        // In the unit's StateDirectory, the only place it may write.
        ("DATABASE_URL", "sqlite:///var/lib/elektriker/elektriker.db"),
        ("MAIL_OUTBOX_DIR", "/var/lib/elektriker/outbox"),
    ] {
        assert_eq!(set.get(name).map(String::as_str), Some(want), "{ENV_FILE}: {name}");
    }
    assert!(set.get("PUBLIC_URL").is_some_and(|url| url.starts_with("https://")), "{ENV_FILE}: PUBLIC_URL=https://…");
    // The business's facts are set, not left to the defaults, and the CVR is one.
    for name in settings_the_binary_reads().iter().filter(|name| name.starts_with("BUSINESS_")) {
        assert!(set.contains_key(name), "{ENV_FILE}: sets {name}");
    }
    assert!(elektriker::platform::site::cvr(&set["BUSINESS_CVR"]).is_some(), "{ENV_FILE}: BUSINESS_CVR passes modulus 11");

    // systemd kills the process TimeoutStopSec after SIGTERM: draining (DRAIN_SECS,
    // shown commented with its default) and the requests in flight must fit.
    let drain: u64 = env_file_settings()
        .into_iter()
        .find(|(name, _, _)| name == "DRAIN_SECS")
        .map(|(_, value, _)| value.parse().expect("DRAIN_SECS is a number of seconds"))
        .expect("the env file shows DRAIN_SECS");
    let stop: u64 = service_section(&read(UNIT))["TimeoutStopSec"][0].parse().unwrap();
    assert!(drain + 10 <= stop, "DRAIN_SECS={drain} leaves too little of TimeoutStopSec={stop} for requests in flight");
}

// ---------------------------------------------------------------------------------
// The Grafana dashboard
// ---------------------------------------------------------------------------------

const DASHBOARD: &str = "deploy/grafana-dashboard.json";

/// The metrics the binary exports at METRICS_ADDR, with their labels. Prometheus adds
/// `job` and `instance` to every one (so no metric has a label of those names;
/// `elektriker_jobs` says `kind`). `tests/api/operations.rs` checks these names
/// against a real scrape.
const METRICS: &[(&str, &[&str])] = &[
    ("elektriker_http_requests_total", &["route", "method", "status"]),
    ("elektriker_http_request_duration_seconds_bucket", &["route", "method", "le"]),
    ("elektriker_http_request_duration_seconds_sum", &["route", "method"]),
    ("elektriker_http_request_duration_seconds_count", &["route", "method"]),
    ("elektriker_renders_total", &["route"]),
    ("elektriker_render_duration_seconds_bucket", &["route", "le"]),
    ("elektriker_render_timeouts_total", &[]),
    ("elektriker_render_shed_total", &["reason"]),
    ("elektriker_page_cache_hits_total", &["cache"]),
    ("elektriker_page_cache_misses_total", &["cache"]),
    ("elektriker_page_cache_stale_served_total", &["cache"]),
    ("elektriker_page_cache_bytes", &["cache"]),
    ("elektriker_page_cache_entries", &["cache"]),
    ("elektriker_render_queue_depth", &[]),
    ("elektriker_mail_queued", &[]),
    ("elektriker_mail_oldest_queued_age_seconds", &[]),
    ("elektriker_mail_sent_total", &[]),
    ("elektriker_mail_failed_total", &[]),
    ("elektriker_jobs", &["kind", "state"]),
    ("elektriker_db_pool_connections", &["state"]),
    ("elektriker_db_pool_max_connections", &[]),
    ("elektriker_db_pool_acquire_seconds", &[]),
    ("process_resident_memory_bytes", &[]),
    ("elektriker_uptime_seconds", &[]),
    ("elektriker_ready", &[]),
    ("elektriker_sign_in_failures_total", &[]),
];

const TARGET_LABELS: [&str; 2] = ["job", "instance"];

/// The metrics an expression selects, with the labels it names on each (matchers) and
/// in `by (...)`-like clauses. A small PromQL reader: enough for dashboards.
struct Query {
    metrics: Vec<String>,
    matcher_labels: Vec<(String, String)>,
    grouping_labels: Vec<String>,
}

fn read_query(expr: &str) -> Query {
    let selector = Regex::new(r"([A-Za-z_:][A-Za-z0-9_:]*)?\s*\{([^}]*)\}").unwrap();
    let matcher = Regex::new(r#"([A-Za-z_][A-Za-z0-9_]*)\s*(=~|!~|!=|=)\s*"""#).unwrap();
    let grouping = Regex::new(r"\b(by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)").unwrap();
    let range = Regex::new(r"\[[^\]]*\]").unwrap();
    let identifier = Regex::new(r"[A-Za-z_:][A-Za-z0-9_:]*").unwrap();
    const KEYWORDS: [&str; 9] = ["and", "or", "unless", "bool", "offset", "group_left", "group_right", "inf", "nan"];

    // Label values may hold any character (`}` too): empty them first.
    let expr = &*Regex::new(r#""(?:[^"\\]|\\.)*""#).unwrap().replace_all(expr, r#""""#);
    let mut query = Query { metrics: Vec::new(), matcher_labels: Vec::new(), grouping_labels: Vec::new() };
    for c in selector.captures_iter(expr) {
        let metric = c.get(1).map(|m| m.as_str().to_owned()).unwrap_or_default();
        for m in matcher.captures_iter(&c[2]) {
            query.matcher_labels.push((metric.clone(), m[1].to_owned()));
        }
    }
    // Drop what is not a metric name: label matchers, ranges, grouping clauses.
    let rest = selector.replace_all(expr, |c: &regex::Captures| {
        format!("{} ", c.get(1).map(|m| m.as_str()).unwrap_or("__bare_selector__"))
    });
    let rest = range.replace_all(&rest, " ");
    for c in grouping.captures_iter(&rest) {
        query.grouping_labels.extend(c[2].split(',').map(str::trim).filter(|l| !l.is_empty()).map(str::to_owned));
    }
    let rest = grouping.replace_all(&rest, " ");
    for m in identifier.find_iter(&rest) {
        let before = rest[..m.start()].chars().next_back();
        let is_number = before.is_some_and(|c| c.is_ascii_digit() || c == '.');
        let is_call = rest[m.end()..].trim_start().starts_with('(');
        if !is_number && !is_call && !KEYWORDS.contains(&m.as_str().to_ascii_lowercase().as_str()) {
            query.metrics.push(m.as_str().to_owned());
        }
    }
    query
}

/// Every panel, rows' collapsed panels too.
fn panels(dashboard: &Value) -> Vec<&Value> {
    fn collect<'a>(list: &'a Value, out: &mut Vec<&'a Value>) {
        for panel in list.as_array().into_iter().flatten() {
            out.push(panel);
            if let Some(inner) = panel.get("panels") {
                collect(inner, out);
            }
        }
    }
    let mut out = Vec::new();
    collect(&dashboard["panels"], &mut out);
    out
}

fn dashboard() -> Value {
    serde_json::from_str(&read(DASHBOARD)).unwrap_or_else(|e| panic!("{DASHBOARD}: {e}"))
}

#[test]
fn the_query_reader_finds_metrics_and_labels() {
    let q = read_query(
        r#"histogram_quantile(0.95, sum by (le, route) (rate(a_bucket{job=~"$job", x="}"}[$__rate_interval])))
           / on (instance) group_left 2e3 * b offset 5m"#,
    );
    assert_eq!(q.metrics, ["a_bucket", "b"]);
    assert_eq!(q.grouping_labels, ["le", "route", "instance"]);
    assert_eq!(q.matcher_labels, [("a_bucket".to_owned(), "job".to_owned()), ("a_bucket".to_owned(), "x".to_owned())]);
    assert_eq!(read_query(r#"{__name__="x"}"#).metrics, ["__bare_selector__"]);
}

#[test]
fn dashboard_queries_only_the_exported_metrics_and_uses_all_of_them() {
    let dashboard = dashboard();
    let labels: BTreeMap<&str, BTreeSet<&str>> =
        METRICS.iter().map(|(name, labels)| (*name, labels.iter().copied().chain(TARGET_LABELS).collect())).collect();
    let mut used = BTreeSet::new();
    let mut problems = Vec::new();
    let mut queries = 0;
    for panel in panels(&dashboard) {
        let title = panel["title"].as_str().unwrap_or("?");
        for target in panel["targets"].as_array().into_iter().flatten() {
            let Some(expr) = target["expr"].as_str() else {
                problems.push(format!("{title}: a target without expr"));
                continue;
            };
            queries += 1;
            let query = read_query(expr);
            if query.metrics.is_empty() {
                problems.push(format!("{title}: no metric in `{expr}`"));
            }
            let mut in_query = BTreeSet::from(TARGET_LABELS);
            for metric in &query.metrics {
                match labels.get(metric.as_str()) {
                    Some(known) => {
                        used.insert(metric.clone());
                        in_query.extend(known);
                    }
                    None => problems.push(format!("{title}: unknown metric `{metric}` in `{expr}`")),
                }
            }
            for (metric, label) in &query.matcher_labels {
                if labels.get(metric.as_str()).is_some_and(|known| !known.contains(label.as_str())) {
                    problems.push(format!("{title}: `{metric}` has no label `{label}`"));
                }
            }
            // Other targets export process_* too: every selector stays on the chosen job.
            for metric in &query.metrics {
                if !query.matcher_labels.iter().any(|(m, l)| m == metric && l == "job") {
                    problems.push(format!("{title}: `{metric}` is not filtered by job=~\"$job\""));
                }
            }
            for label in &query.grouping_labels {
                if !in_query.contains(label.as_str()) {
                    problems.push(format!("{title}: groups by `{label}`, which none of its metrics has: `{expr}`"));
                }
            }
            if target["legendFormat"].as_str().is_none_or(str::is_empty) {
                problems.push(format!("{title}: a query without a legend"));
            }
        }
    }
    let unused: Vec<&str> = METRICS.iter().map(|(name, _)| *name).filter(|name| !used.contains(*name)).collect();
    if !unused.is_empty() {
        problems.push(format!("no panel shows {unused:?}"));
    }
    assert!(queries > 0, "{DASHBOARD} has no queries");
    assert!(problems.is_empty(), "{DASHBOARD}:\n  {}", problems.join("\n  "));
}

#[test]
fn dashboard_is_importable() {
    let dashboard = dashboard();
    assert_eq!(dashboard["schemaVersion"], 39, "{DASHBOARD}: schemaVersion");
    let inputs = dashboard["__inputs"].as_array().expect("__inputs (the data source asked for on import)");
    assert!(
        inputs.iter().any(|i| i["name"] == "DS_PROMETHEUS" && i["pluginId"] == "prometheus"),
        "{DASHBOARD}: a DS_PROMETHEUS input"
    );
    let mut ids = BTreeSet::new();
    for panel in panels(&dashboard) {
        let title = panel["title"].as_str().unwrap_or("?");
        let id = panel["id"].as_u64().unwrap_or_else(|| panic!("{title}: no id"));
        assert!(ids.insert(id), "{title}: id {id} used twice");
        assert!(panel["gridPos"]["w"].as_u64().is_some_and(|w| w > 0 && w <= 24), "{title}: gridPos");
        if panel["type"] != "row" {
            assert_eq!(panel["datasource"]["uid"], "${DS_PROMETHEUS}", "{title}: data source");
            for target in panel["targets"].as_array().into_iter().flatten() {
                assert_eq!(target["datasource"]["uid"], "${DS_PROMETHEUS}", "{title}: a query's data source");
            }
        }
    }
    let rows: Vec<&str> =
        panels(&dashboard).into_iter().filter(|p| p["type"] == "row").filter_map(|p| p["title"].as_str()).collect();
    assert_eq!(rows, ["Traffic", "Rendering", "Page cache", "Mail", "Database", "Process"], "{DASHBOARD}: rows");
}
