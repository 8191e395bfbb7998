use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock};

use elektriker::settings::ServeArgs;
use elektriker::app::Application;
use elektriker::app::AppState;
use sqlx::Connection;

pub const WEBHOOK_SECRET: &str = "webhook-secret-for-tests";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// Where the PostgreSQL tests create their databases (trust auth on this machine).
fn postgres_admin_url() -> String {
    std::env::var("TEST_POSTGRES_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into())
}

pub struct TestApp {
    pub address: String,
    /// The metrics listener, when the test set `metrics_addr`.
    pub metrics_address: Option<String>,
    pub client: reqwest::Client,
    pub state: AppState,
    pub database_url: String,
    /// Where mail goes without SMTP (the embedded default): `.eml` files.
    pub outbox: tempfile::TempDir,
    _db: TestDb,
}

pub enum TestDb {
    Sqlite(#[allow(dead_code)] tempfile::TempDir),
    Postgres(String),
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let TestDb::Postgres(name) = self {
            let name = name.clone();
            // Drop runs outside async context: a short-lived runtime of its own.
            let _ = std::thread::spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
                rt.block_on(async move {
                    if let Ok(mut conn) = sqlx::PgConnection::connect(&postgres_admin_url()).await {
                        let _ = sqlx::query(&format!("drop database if exists \"{name}\" with (force)"))
                            .execute(&mut conn)
                            .await;
                    }
                });
            })
            .join();
        }
    }
}

/// Log lines of every app in this test binary, so tests can assert what was logged.
pub fn captured_logs() -> String {
    String::from_utf8_lossy(&log_buffer().lock().unwrap()).into_owned()
}

fn log_buffer() -> &'static Arc<Mutex<Vec<u8>>> {
    static BUFFER: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();
    BUFFER.get_or_init(|| Arc::new(Mutex::new(Vec::new())))
}

struct BufferWriter;
impl Write for BufferWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        log_buffer().lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn init_logs() {
    static INIT: OnceLock<()> = OnceLock::new();
    INIT.get_or_init(|| {
        let _ = tracing_subscriber::fmt()
            .with_env_filter("info,sqlx=warn")
            .with_ansi(false)
            .with_writer(|| BufferWriter)
            .try_init();
    });
}

/// True when this run must exercise PostgreSQL (CI sets REQUIRE_POSTGRES=1).
fn postgres_required() -> bool {
    std::env::var("REQUIRE_POSTGRES").is_ok_and(|v| v == "1")
}

async fn create_postgres_database() -> Option<(String, String)> {
    let admin = postgres_admin_url();
    let mut conn = match sqlx::PgConnection::connect(&admin).await {
        Ok(conn) => conn,
        Err(error) if !postgres_required() => {
            eprintln!("SKIPPED: PostgreSQL is not reachable at {admin} ({error}); set REQUIRE_POSTGRES=1 to fail instead");
            return None;
        }
        Err(error) => panic!("PostgreSQL is required (REQUIRE_POSTGRES=1) but not reachable at {admin}: {error}"),
    };
    let name = format!("elektriker_test_{}", hex::encode(rand::random::<[u8; 8]>()));
    sqlx::query(&format!("create database \"{name}\"")).execute(&mut conn).await.expect("create test database");
    let mut url = url::Url::parse(&admin).unwrap();
    url.set_path(&name);
    Some((name, url.to_string()))
}

pub async fn spawn_app(backend: Backend) -> Option<TestApp> {
    spawn_app_with(backend, |_| {}).await
}

/// Starts the real application on a random port with a fresh database.
pub async fn spawn_app_with(backend: Backend, configure: impl FnOnce(&mut ServeArgs)) -> Option<TestApp> {
    init_logs();
    let (db, url) = match backend {
        Backend::Sqlite => {
            let dir = tempfile::tempdir().unwrap();
            let url = format!("sqlite://{}/site.db", dir.path().display());
            (TestDb::Sqlite(dir), url)
        }
        Backend::Postgres => {
            let (name, url) = create_postgres_database().await?;
            (TestDb::Postgres(name), url)
        }
    };
    let (app, outbox) = start(&url, configure).await;
    let address = format!("http://127.0.0.1:{}", app.port());
    let metrics_address = app.metrics_port().map(|port| format!("http://127.0.0.1:{port}"));
    let state = app.state().clone();
    tokio::spawn(app.run_until_stopped());
    let client = browser();
    Some(TestApp { address, metrics_address, client, state, database_url: url, outbox, _db: db })
}

/// The application on a database, with test settings: one render worker, the
/// webhook secret, mail into a temporary folder, quick mail retries.
async fn start(url: &str, configure: impl FnOnce(&mut ServeArgs)) -> (Application, tempfile::TempDir) {
    let outbox = tempfile::tempdir().unwrap();
    let mut args = ServeArgs::for_tests(url);
    args.render.render_workers = Some(1);
    args.shop.shopify_webhook_secret = Some(WEBHOOK_SECRET.into());
    args.mail.mail_outbox_dir = outbox.path().to_owned();
    args.mail.mail_poll_ms = 100;
    args.mail.mail_retry_base_ms = 100;
    configure(&mut args);
    let app = Application::build(args).await.expect("application starts");
    (app, outbox)
}

/// A second instance of the application on the same database as `app` (several
/// instances share one PostgreSQL).
pub async fn spawn_instance(app: &TestApp, configure: impl FnOnce(&mut ServeArgs)) -> String {
    let (second, outbox) = start(&app.database_url, configure).await;
    let address = format!("http://127.0.0.1:{}", second.port());
    tokio::spawn(async move {
        let _keep = outbox;
        second.run_until_stopped().await
    });
    address
}

/// A second instance like [`spawn_instance`], with its state (its clock, its services).
pub async fn spawn_instance_with_state(app: &TestApp, configure: impl FnOnce(&mut ServeArgs)) -> (String, AppState) {
    let (second, outbox) = start(&app.database_url, configure).await;
    let address = format!("http://127.0.0.1:{}", second.port());
    let state = second.state().clone();
    tokio::spawn(async move {
        let _keep = outbox;
        second.run_until_stopped().await
    });
    (address, state)
}

impl TestApp {
    /// The `.eml` files written so far (mail without SMTP), parsed, oldest first.
    pub fn outbox_mails(&self) -> Vec<crate::smtp::Mail> {
        let mut files: Vec<_> = std::fs::read_dir(self.outbox.path())
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "eml")).collect())
            .unwrap_or_default();
        files.sort();
        files.iter().map(|f| crate::smtp::parse(&std::fs::read_to_string(f).unwrap())).collect()
    }

    /// Waits (at most 20 s) until `n` mails are in the outbox folder.
    pub async fn wait_for_outbox(&self, n: usize) -> Vec<crate::smtp::Mail> {
        let _ = eventually(std::time::Duration::from_secs(20), || async { self.outbox_mails().len() >= n }).await;
        self.outbox_mails()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    /// A new visitor with a cookie jar of its own.
    pub fn visitor(&self) -> Visitor {
        self.visitor_on(browser())
    }

    /// The visitor of `app.client` (the cookie jar `app.get` uses too).
    pub fn default_visitor(&self) -> Visitor {
        self.visitor_on(self.client.clone())
    }

    /// A visitor on a client of the test's own making (say, `reqwest::Client::new()`:
    /// no cookie jar, redirects followed).
    pub fn visitor_on(&self, client: reqwest::Client) -> Visitor {
        Visitor { client, address: self.address.clone() }
    }

    /// A new visitor signed up as `email` (201), signed in.
    pub async fn signed_up(&self, email: &str, first_name: &str) -> Visitor {
        let visitor = self.visitor();
        visitor.signs_up(email, first_name).await;
        visitor
    }

    /// An administrator (`admin@example.dk`, made in the database), signed in with a
    /// second factor enrolled: a cookie jar of its own.
    pub async fn admin(&self) -> Visitor {
        let input = elektriker::accounts::validation::sign_up("Ada", "Admin", "admin@example.dk", "admin-kode-1").unwrap();
        let _ = elektriker::accounts::create_user(&self.state.db, &self.state.accounts.hasher, &input, true).await;
        let admin = self.visitor();
        let response =
            admin.post("/api/auth/sign-in").json(&serde_json::json!({"email": "admin@example.dk", "password": "admin-kode-1"})).send().await.unwrap();
        assert_eq!(response.status(), 200);
        enrol_second_factor(&admin).await;
        admin
    }

    /// Signs `visitor` up in Danish, then verifies the address with the link from the outbox folder.
    pub async fn sign_up_verified(&self, visitor: &Visitor, email: &str) {
        assert_eq!(visitor.sign_up_in("da", email).await.status(), 201);
        let mails = self.wait_for_outbox(self.outbox_mails().len() + 1).await;
        let letter = mails.iter().rev().find(|m| m.to == [email.to_owned()]).expect("a verification mail");
        let url = crate::smtp::link(&letter.text, &self.state.pages.site.url).expect("a link");
        let path = url.trim_start_matches(self.state.pages.site.url.as_str());
        let response = visitor.get(path).send().await.unwrap();
        assert_eq!(response.status(), 200);
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request")
    }

    pub async fn get_text(&self, path: &str) -> (u16, String) {
        let response = self.get(path).await;
        let status = response.status().as_u16();
        (status, response.text().await.unwrap())
    }
}

/// Waits until `condition` holds, looking again after each short pause: for state
/// another task or process changes (a database row, a file, a listener) where no
/// notification exists. The bound only ends a failing run; `Err` when it passed.
pub async fn eventually<F, Fut>(bound: std::time::Duration, mut condition: F) -> Result<(), ()>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + bound;
    loop {
        if condition().await {
            return Ok(());
        }
        if tokio::time::Instant::now() > deadline {
            return Err(());
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Runs an async test body against SQLite and against PostgreSQL (when reachable),
/// each app started by `$spawn` (an `async fn(Backend) -> Option<TestApp>`).
#[macro_export]
macro_rules! db_tests_with {
    ($spawn:path; $(async fn $name:ident($app:ident) $body:block)*) => {$(
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            async fn run($app: $crate::helpers::TestApp) $body

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                run($spawn($crate::helpers::Backend::Sqlite).await.unwrap()).await
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                if let Some(app) = $spawn($crate::helpers::Backend::Postgres).await {
                    run(app).await
                }
            }
        }
    )*};
}

/// The two tests of a module whose `on(backend)` starts its own app (with its own
/// fakes): on SQLite, and on PostgreSQL (when reachable; `on` skips it otherwise).
#[macro_export]
macro_rules! on_both_backends {
    ($on:ident) => {
        $crate::on_both_backends!($on, 2);
    };
    ($on:ident, $threads:literal) => {
        #[tokio::test(flavor = "multi_thread", worker_threads = $threads)]
        async fn sqlite() {
            $on($crate::helpers::Backend::Sqlite).await
        }

        #[tokio::test(flavor = "multi_thread", worker_threads = $threads)]
        async fn postgres() {
            $on($crate::helpers::Backend::Postgres).await
        }
    };
}

/// Runs an async test body against SQLite and against PostgreSQL.
#[macro_export]
macro_rules! db_tests {
    ($(async fn $name:ident($app:ident) $body:block)*) => {
        $crate::db_tests_with! { $crate::helpers::spawn_app; $(async fn $name($app) $body)* }
    };
}

/// The page data embedded in a rendered page.
pub fn page_data(html: &str) -> serde_json::Value {
    let start = html.find("<script id=\"__page\" type=\"application/json\">").unwrap() + 44;
    let end = html[start..].find("</script>").unwrap() + start;
    serde_json::from_str::<serde_json::Value>(&html[start..end]).unwrap()["data"].clone()
}

/// A client as a browser: a cookie jar, redirects not followed.
fn browser() -> reqwest::Client {
    reqwest::Client::builder().cookie_store(true).redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

/// The password of the accounts the tests sign up.
pub const PASSWORD: &str = "hemmelig123";

/// Someone using the site: a client (its cookie jar) and the app's address. Requests
/// take paths; those that change something carry the site's own `origin`, as a
/// browser's do (the server refuses cross-site writes).
#[derive(Clone)]
pub struct Visitor {
    client: reqwest::Client,
    address: String,
}

impl Visitor {
    pub fn client(&self) -> &reqwest::Client {
        &self.client
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub fn get(&self, path: &str) -> reqwest::RequestBuilder {
        self.client.get(self.url(path))
    }

    pub fn post(&self, path: &str) -> reqwest::RequestBuilder {
        self.request(reqwest::Method::POST, path)
    }

    pub fn put(&self, path: &str) -> reqwest::RequestBuilder {
        self.request(reqwest::Method::PUT, path)
    }

    pub fn delete(&self, path: &str) -> reqwest::RequestBuilder {
        self.request(reqwest::Method::DELETE, path)
    }

    /// A POST that says it comes from a page of `origin` (another site's, say).
    pub fn post_from(&self, origin: &str, path: &str) -> reqwest::RequestBuilder {
        self.client.post(self.url(path)).header("origin", origin)
    }

    /// A same-origin request of any method.
    pub fn request(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.client.request(method, self.url(path)).header("origin", &self.address)
    }

    /// A same-origin POST of the JSON `body`, sent.
    pub async fn post_json(&self, path: &str, body: serde_json::Value) -> reqwest::Response {
        self.post(path).json(&body).send().await.unwrap()
    }

    /// A same-origin request (JSON `body` when there is one), sent.
    pub async fn send(&self, method: &str, path: &str, body: Option<serde_json::Value>) -> reqwest::Response {
        let mut request = self.request(method.parse().unwrap(), path);
        if let Some(body) = body {
            request = request.json(&body);
        }
        request.send().await.unwrap()
    }

    /// The sign-up of `email` (last name Hansen, [`PASSWORD`]), to send.
    pub fn sign_up(&self, email: &str, first_name: &str) -> reqwest::RequestBuilder {
        let body = serde_json::json!({"firstName": first_name, "lastName": "Hansen", "email": email, "password": PASSWORD});
        self.post("/api/auth/sign-up").json(&body)
    }

    /// Mette signs up as `email` from a page in `lang` (its `x-lang`); the answer.
    pub async fn sign_up_in(&self, lang: &str, email: &str) -> reqwest::Response {
        self.sign_up(email, "Mette").header("x-lang", lang).send().await.unwrap()
    }

    /// Signs up as `email` (201): signed in from now on.
    pub async fn signs_up(&self, email: &str, first_name: &str) {
        assert_eq!(self.sign_up(email, first_name).send().await.unwrap().status(), 201, "signing up {email}");
    }
}

/// Sets up a TOTP second factor for the signed-in `visitor` (playing the
/// authenticator app) and returns its secret; the session passes the factor.
pub async fn enrol_second_factor(visitor: &Visitor) -> String {
    enrol_second_factor_with_codes(visitor).await.0
}

/// [`enrol_second_factor`], with the recovery codes.
pub async fn enrol_second_factor_with_codes(visitor: &Visitor) -> (String, Vec<String>) {
    let enrolment: serde_json::Value = visitor.post("/api/profile/mfa").send().await.unwrap().json().await.unwrap();
    let secret = enrolment["secret"].as_str().expect("a secret").to_owned();
    let code = elektriker::accounts::mfa::current_code(&secret).unwrap();
    let response = visitor
        .post("/api/profile/mfa/verify")
        .json(&serde_json::json!({"code": code}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200, "enrolling the second factor");
    let body: serde_json::Value = response.json().await.unwrap();
    let codes = body["recoveryCodes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_owned()).collect();
    (secret, codes)
}

/// A fresh PostgreSQL database for a test (dropped with the guard), or `None` when
/// PostgreSQL is not reachable and not required.
pub async fn postgres_database() -> Option<(TestDb, String)> {
    let (name, url) = create_postgres_database().await?;
    Some((TestDb::Postgres(name), url))
}
