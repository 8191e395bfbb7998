//! `elektriker backup` and `elektriker restore` (SQLite): a backup taken while the
//! site writes holds every row committed before it started, and restores into a
//! site that serves and signs its users in; the refusals say why.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use elektriker::platform::backup::{backup, restore};
use serde_json::{Value, json};
use sqlx::Connection;

use crate::helpers::{Backend, PASSWORD, TestApp, spawn_app, spawn_app_with};

fn sqlite_url(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

/// The application on an existing SQLite database file.
async fn spawn_app_on(database_url: &str) -> TestApp {
    let url = database_url.to_owned();
    spawn_app_with(Backend::Sqlite, move |args| args.database.database_url = url).await.unwrap()
}

/// The binary itself, as another process: (success, stdout, stderr).
async fn run_binary(database_url: &str, args: &[&str]) -> (bool, String, String) {
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_elektriker"))
        .args(args)
        .env("DATABASE_URL", database_url)
        .env("NO_COLOR", "1")
        .env("RUST_LOG", "warn")
        .output()
        .await
        .expect("the binary runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A migrated database at `path` with the site stopped (its pool closed).
async fn stopped_database(path: &Path, newsletter_email: &str) -> String {
    let url = sqlite_url(path);
    let db = elektriker::platform::db::connect(&url).await.unwrap();
    elektriker::platform::db::migrate(&db).await.unwrap();
    sqlx::query("insert into newsletter_subscribers (email, lang, created_at) values ($1, 'da', '2025-01-01T00:00:00Z')")
        .bind(newsletter_email)
        .execute(&db)
        .await
        .unwrap();
    db.close().await;
    url
}

async fn emails(database_url: &str, table: &str) -> Vec<String> {
    let db = elektriker::platform::db::connect(database_url).await.unwrap();
    let emails = sqlx::query_scalar(&format!("select email from {table}")).fetch_all(&db).await.unwrap();
    db.close().await;
    emails
}

/// Files in a folder, by name.
fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

/// Two writers that keep committing rows until stopped, each recording what
/// committed: sign-ups through the HTTP API (each from its own forwarded address, so
/// the per-address limit never refuses one) and newsletter rows inserted directly.
struct Writers {
    stop: Arc<AtomicBool>,
    signed_up: Arc<Mutex<Vec<String>>>,
    subscribed: Arc<Mutex<Vec<String>>>,
    /// Bumped after every commit.
    progress: tokio::sync::watch::Sender<()>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Writers {
    fn start(app: &TestApp) -> Writers {
        let stop = Arc::new(AtomicBool::new(false));
        let signed_up = Arc::new(Mutex::new(Vec::new()));
        let subscribed = Arc::new(Mutex::new(Vec::new()));
        let progress = tokio::sync::watch::Sender::new(());
        let http = {
            let (stop, signed_up, progress) = (stop.clone(), signed_up.clone(), progress.clone());
            let client = app.visitor_on(reqwest::Client::new());
            tokio::spawn(async move {
                let mut i = 0u32;
                while !stop.load(Ordering::Relaxed) {
                    let email = format!("writer{i}@example.dk");
                    let response = client
                        .post("/api/auth/sign-up")
                        .header("x-forwarded-for", format!("10.1.{}.{}", i / 250, i % 250 + 1))
                        .json(&json!({"firstName": "Skriver", "lastName": "Nummer", "email": email, "password": PASSWORD}))
                        .send()
                        .await
                        .expect("sign-up request");
                    let status = response.status();
                    if status.is_success() {
                        signed_up.lock().unwrap().push(email);
                        progress.send_replace(());
                        i += 1;
                    } else if status == 503 {
                        tokio::task::yield_now().await; // password checks busy: again
                    } else {
                        panic!("sign-up {email}: {status} {}", response.text().await.unwrap_or_default());
                    }
                }
            })
        };
        let direct = {
            let (stop, subscribed, progress) = (stop.clone(), subscribed.clone(), progress.clone());
            let db = app.state.db.clone();
            tokio::spawn(async move {
                let mut i = 0u32;
                while !stop.load(Ordering::Relaxed) {
                    let email = format!("reader{i}@example.dk");
                    sqlx::query("insert into newsletter_subscribers (email, lang, created_at) values ($1, 'da', $2)")
                        .bind(&email)
                        .bind(elektriker::platform::db::now_rfc3339())
                        .execute(&db)
                        .await
                        .expect("insert commits");
                    subscribed.lock().unwrap().push(email);
                    progress.send_replace(());
                    i += 1;
                    tokio::task::yield_now().await;
                }
            })
        };
        Writers { stop, signed_up, subscribed, progress, tasks: vec![http, direct] }
    }

    /// What has committed so far: (sign-ups, newsletter rows).
    fn committed(&self) -> (Vec<String>, Vec<String>) {
        (self.signed_up.lock().unwrap().clone(), self.subscribed.lock().unwrap().clone())
    }

    async fn wait_for(&self, sign_ups: usize, rows: usize) {
        let mut progress = self.progress.subscribe();
        let enough = async {
            loop {
                let (a, b) = self.committed();
                if a.len() >= sign_ups && b.len() >= rows {
                    return;
                }
                progress.changed().await.expect("the writers run");
            }
        };
        if tokio::time::timeout(Duration::from_secs(60), enough).await.is_err() {
            let (a, b) = self.committed();
            panic!("writers are too slow: {} sign-ups, {} rows", a.len(), b.len());
        }
    }

    async fn stop(self) {
        self.stop.store(true, Ordering::Relaxed);
        for task in self.tasks {
            task.await.expect("writer ran without failing");
        }
    }
}

fn assert_contains_all(found: &[String], expected: &[String], what: &str) {
    let missing: Vec<&String> = expected.iter().filter(|e| !found.contains(e)).collect();
    assert!(missing.is_empty(), "{what}: {} of {} committed before the backup are missing: {missing:?}", missing.len(), expected.len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_the_site_writes_restores_every_committed_row() {
    let app = spawn_app_with(Backend::Sqlite, |args| args.trusted_proxies = Some("127.0.0.1".into())).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let writers = Writers::start(&app);
    writers.wait_for(3, 30).await;

    // From another process, while both writers go on.
    let cli_file = dir.path().join("from-the-command.db");
    let (cli_users, cli_rows) = writers.committed();
    let (ok, stdout, stderr) = run_binary(&app.database_url, &["backup", "--to", cli_file.to_str().unwrap()]).await;
    assert!(ok, "backup failed: {stderr}");
    assert!(stdout.contains("integrity_check: ok"), "{stdout}");
    assert!(stdout.contains("users") && stdout.contains("newsletter_subscribers"), "row counts are reported: {stdout}");

    // And through the function, writes still going on.
    writers.wait_for(cli_users.len() + 2, cli_rows.len() + 20).await;
    let fn_file = dir.path().join("from-the-function.db");
    let (fn_users, fn_rows) = writers.committed();
    let report = backup(&app.database_url, &fn_file, false).await.unwrap();
    writers.wait_for(fn_users.len() + 1, fn_rows.len() + 10).await;
    writers.stop().await;
    assert_eq!(report.integrity, "ok");
    assert_eq!(report.path, fn_file);
    assert!(report.rows("users").unwrap() >= fn_users.len() as i64);
    assert!(report.rows("newsletter_subscribers").unwrap() >= fn_rows.len() as i64);
    assert!(report.migration.is_some());
    assert!(!files_in(dir.path()).iter().any(|f| f.ends_with(".tmp")), "no temporary file is left: {:?}", files_in(dir.path()));

    // The command's backup, restored into a fresh place, serves a working site.
    let restored = dir.path().join("restored").join("site.db");
    let restored_url = sqlite_url(&restored);
    restore(&restored_url, &cli_file).await.unwrap();
    let site = spawn_app_on(&restored_url).await;
    let users: Vec<String> = sqlx::query_scalar("select email from users").fetch_all(&site.state.db).await.unwrap();
    assert_contains_all(&users, &cli_users, "sign-ups");
    let rows: Vec<String> = sqlx::query_scalar("select email from newsletter_subscribers").fetch_all(&site.state.db).await.unwrap();
    assert_contains_all(&rows, &cli_rows, "newsletter rows");
    assert_eq!(site.get("/").await.status(), 200);
    let sign_in = site
        .default_visitor()
        .post("/api/auth/sign-in")
        .json(&json!({"email": cli_users[0], "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(sign_in.status(), 200, "a user from before the backup signs in");
    let session: Value = site.get("/api/session").await.json().await.unwrap();
    assert_eq!(session["user"]["email"], cli_users[0].as_str());

    // The function's backup holds everything committed before it started, too.
    let second_url = sqlite_url(&dir.path().join("second").join("site.db"));
    restore(&second_url, &fn_file).await.unwrap();
    assert_contains_all(&emails(&second_url, "users").await, &fn_users, "sign-ups");
    assert_contains_all(&emails(&second_url, "newsletter_subscribers").await, &fn_rows, "newsletter rows");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restore_refuses_while_the_site_holds_the_database() {
    let app = spawn_app(Backend::Sqlite).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("backup.db");
    backup(&app.database_url, &file, false).await.unwrap();
    let live_dir = PathBuf::from(app.database_url.trim_start_matches("sqlite://")).parent().unwrap().to_owned();
    let before = files_in(&live_dir);

    // The site runs in this process…
    let error = restore(&app.database_url, &file).await.unwrap_err();
    assert!(format!("{error:#}").contains("stop the site first"), "{error:#}");
    // …and seen from another process.
    let (ok, _, stderr) = run_binary(&app.database_url, &["restore", "--from", file.to_str().unwrap()]).await;
    assert!(!ok);
    assert!(stderr.contains("stop the site first"), "{stderr}");

    assert_eq!(files_in(&live_dir), before, "nothing was kept aside, renamed or left behind");
    assert_eq!(app.get("/").await.status(), 200, "the site still serves");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restore_replaces_a_stopped_database_and_keeps_the_previous_one() {
    let dir = tempfile::tempdir().unwrap();
    // The live database as a crashed site left it: its last row only in the WAL.
    let crashed = dir.path().join("crashed");
    let db = elektriker::platform::db::connect(&sqlite_url(&crashed.join("site.db"))).await.unwrap();
    elektriker::platform::db::migrate(&db).await.unwrap();
    sqlx::query("pragma wal_checkpoint(truncate)").execute(&db).await.unwrap();
    sqlx::query("insert into newsletter_subscribers (email, lang, created_at) values ('old@example.dk', 'da', 'now')")
        .execute(&db)
        .await
        .unwrap();
    let live_dir = dir.path().join("live");
    std::fs::create_dir(&live_dir).unwrap();
    for name in ["site.db", "site.db-wal", "site.db-shm"] {
        std::fs::copy(crashed.join(name), live_dir.join(name)).unwrap();
    }
    db.close().await;
    assert!(std::fs::metadata(live_dir.join("site.db-wal")).unwrap().len() > 0);
    let live_url = sqlite_url(&live_dir.join("site.db"));

    let other_url = stopped_database(&dir.path().join("other").join("site.db"), "new@example.dk").await;
    let file = dir.path().join("backup.db");
    backup(&other_url, &file, false).await.unwrap();

    restore(&live_url, &file).await.unwrap();
    // The restored database may have a WAL of its own (its migrations ran); the old
    // WAL must not have stayed to be replayed into it: the rows below tell.
    let names: Vec<String> = files_in(&live_dir).into_iter().filter(|n| !n.ends_with("-wal") && !n.ends_with("-shm")).collect();
    assert_eq!(names.len(), 2, "the database and the kept one: {names:?}");
    assert!(names[0] == "site.db" && names[1].starts_with("site.db.before-restore-"), "{names:?}");
    assert_eq!(emails(&live_url, "newsletter_subscribers").await, ["new@example.dk"]);
    let kept_url = sqlite_url(&live_dir.join(&names[1]));
    assert_eq!(emails(&kept_url, "newsletter_subscribers").await, ["old@example.dk"], "the kept copy holds the WAL's rows");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_older_backup_is_brought_up_to_date() {
    let dir = tempfile::tempdir().unwrap();
    // A database made by an older binary: all but the last two migrations.
    let all = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join("sqlite");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&all)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sql"))
        .collect();
    files.sort();
    let older = dir.path().join("older-migrations");
    std::fs::create_dir(&older).unwrap();
    for file in &files[..files.len() - 2] {
        std::fs::copy(file, older.join(file.file_name().unwrap())).unwrap();
    }
    let old_url = sqlite_url(&dir.path().join("old").join("site.db"));
    let db = elektriker::platform::db::connect(&old_url).await.unwrap();
    sqlx::migrate::Migrator::new(older.as_path()).await.unwrap().run(&db).await.unwrap();
    db.close().await;
    let file = dir.path().join("old-backup.db");
    let report = backup(&old_url, &file, false).await.unwrap();
    assert_eq!(report.rows("_sqlx_migrations"), Some(files.len() as i64 - 2));

    let url = sqlite_url(&dir.path().join("restored.db"));
    restore(&url, &file).await.unwrap();
    let db = elektriker::platform::db::connect(&url).await.unwrap();
    let applied: i64 = sqlx::query_scalar("select count(*) from _sqlx_migrations where success").fetch_one(&db).await.unwrap();
    db.close().await;
    assert_eq!(applied, files.len() as i64);
}

#[tokio::test]
async fn restore_refuses_what_is_not_a_backup_of_this_site() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("target").join("site.db");
    let url = sqlite_url(&target);
    let message = |error: anyhow::Error| format!("{error:#}");

    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "this is not a database, only a few words long enough to fill a header").unwrap();
    let error = message(restore(&url, &text).await.unwrap_err());
    assert!(error.contains("is not a SQLite database"), "{error}");

    let missing = message(restore(&url, &dir.path().join("nowhere.db")).await.unwrap_err());
    assert!(missing.contains("nowhere.db"), "{missing}");

    // A SQLite database, but not this site's.
    let foreign = dir.path().join("foreign.db");
    let mut conn = sqlx::SqliteConnection::connect(&format!("{}?mode=rwc", sqlite_url(&foreign))).await.unwrap();
    sqlx::query("create table notes (body text)").execute(&mut conn).await.unwrap();
    conn.close().await.unwrap();
    let error = message(restore(&url, &foreign).await.unwrap_err());
    assert!(error.contains("no _sqlx_migrations table"), "{error}");

    // This site's, from a newer binary.
    let newer_url = stopped_database(&dir.path().join("newer").join("site.db"), "x@example.dk").await;
    let db = elektriker::platform::db::connect(&newer_url).await.unwrap();
    sqlx::query("insert into _sqlx_migrations (version, description, success, checksum, execution_time) values (99990101000000, 'future', true, x'00', 0)")
        .execute(&db)
        .await
        .unwrap();
    db.close().await;
    let newer = dir.path().join("newer.db");
    backup(&newer_url, &newer, false).await.unwrap();
    let error = message(restore(&url, &newer).await.unwrap_err());
    assert!(error.contains("newer version of elektriker") && error.contains("99990101000000"), "{error}");

    assert!(!target.exists(), "nothing was restored");
    if let Ok(names) = std::fs::read_dir(target.parent().unwrap()) {
        assert_eq!(names.count(), 0, "no temporary file is left");
    }
}

#[tokio::test]
async fn backup_refuses_an_existing_file_without_force_and_postgres() {
    let dir = tempfile::tempdir().unwrap();
    let url = stopped_database(&dir.path().join("site.db"), "a@example.dk").await;
    let file = dir.path().join("backup.db");
    std::fs::write(&file, "precious").unwrap();

    let error = format!("{:#}", backup(&url, &file, false).await.unwrap_err());
    assert!(error.contains("already exists") && error.contains("--force"), "{error}");
    let (ok, _, stderr) = run_binary(&url, &["backup", "--to", file.to_str().unwrap()]).await;
    assert!(!ok);
    assert!(stderr.contains("already exists"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "precious", "the file is untouched");

    let report = backup(&url, &file, true).await.unwrap();
    assert_eq!(report.rows("newsletter_subscribers"), Some(1));
    assert!(std::fs::read(&file).unwrap().starts_with(b"SQLite format 3\0"));
    let (ok, stdout, stderr) = run_binary(&url, &["backup", "--force", "--to", file.to_str().unwrap()]).await;
    assert!(ok, "{stderr}");
    assert!(stdout.contains("newsletter_subscribers"), "{stdout}");
    assert_eq!(files_in(dir.path()), ["backup.db", "site.db"]);

    let postgres = "postgres://postgres@127.0.0.1:5432/elektriker";
    let error = format!("{:#}", backup(postgres, &dir.path().join("pg.dump"), false).await.unwrap_err());
    assert!(error.contains("pg_dump -Fc \"$DATABASE_URL\" > FILE"), "{error}");
    let error = format!("{:#}", restore(postgres, &file).await.unwrap_err());
    assert!(error.contains("pg_restore --clean --if-exists -d \"$DATABASE_URL\" FILE"), "{error}");
}
