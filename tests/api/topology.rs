//! A real deployment in miniature: two instances of the binary (separate processes)
//! on one PostgreSQL database, behind Debian's nginx on loopback. Clients come from
//! different loopback addresses (127.0.0.x), so nginx sees real, different peers.

use std::net::{IpAddr, Ipv4Addr};
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

use crate::helpers::postgres_database;

const BIN: &str = env!("CARGO_BIN_EXE_elektriker");

struct Instance {
    child: Child,
    address: String,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

async fn start_instance(env: &[(&str, String)]) -> Instance {
    let mut command = Command::new(BIN);
    command.arg("serve").arg("--port").arg("0").env("NO_COLOR", "1").env("RUST_LOG", "info,sqlx=warn").env_remove("SMTP_URL");
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.stdout(Stdio::piped()).stderr(Stdio::inherit()).kill_on_drop(true).spawn().expect("the binary starts");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let deadline = Instant::now() + Duration::from_secs(60);
    let address = loop {
        let line = tokio::time::timeout(Duration::from_secs(60), lines.next_line()).await.unwrap().unwrap().expect("ready line");
        if let Some(at) = line.find("elektriker is ready address=") {
            let rest = &line[at + "elektriker is ready address=".len()..];
            break format!("http://{}", rest.split_whitespace().next().unwrap());
        }
        assert!(Instant::now() < deadline, "instance did not start");
    };
    // Keep reading so the pipe never fills.
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    Instance { child, address }
}

struct Nginx {
    _child: Child,
    _dir: tempfile::TempDir,
}

/// nginx in front of `upstreams`, listening on `port`, retrying a request on the
/// other instance when one fails.
async fn start_nginx(port: u16, upstreams: &[&str]) -> Nginx {
    let nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].into_iter().find(|p| Path::new(p).exists()).expect(
        "nginx is installed (scripts/install-system-deps.sh test installs it)",
    );
    let dir = tempfile::tempdir().unwrap();
    let servers: String = upstreams
        .iter()
        .map(|u| format!("    server {} max_fails=1 fail_timeout=10s;\n", u.trim_start_matches("http://")))
        .collect();
    let d = dir.path().display();
    let config = format!(
        "user root;\nmaster_process off;\nworker_processes 1;\nerror_log {d}/error.log warn;\npid {d}/nginx.pid;\nevents {{ worker_connections 512; }}\n\
         http {{\n  access_log off;\n  client_body_temp_path {d}/body;\n  proxy_temp_path {d}/proxy;\n  fastcgi_temp_path {d}/fastcgi;\n  \
         uwsgi_temp_path {d}/uwsgi;\n  scgi_temp_path {d}/scgi;\n  upstream site {{\n{servers}  }}\n  server {{\n    listen 127.0.0.1:{port};\n    \
         location / {{\n      proxy_pass http://site;\n      proxy_set_header Host $host;\n      \
         proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n      proxy_set_header X-Forwarded-Proto $scheme;\n      \
         proxy_next_upstream error timeout http_502 http_503;\n      proxy_next_upstream_tries 2;\n      proxy_connect_timeout 1s;\n    }}\n  }}\n}}\n"
    );
    std::fs::write(dir.path().join("nginx.conf"), config).unwrap();
    let child = Command::new(nginx)
        .arg("-p")
        .arg(dir.path())
        .arg("-c")
        .arg(dir.path().join("nginx.conf"))
        .arg("-g")
        .arg("daemon off;")
        .kill_on_drop(true)
        .spawn()
        .expect("nginx starts");
    let deadline = Instant::now() + Duration::from_secs(10);
    while tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_err() {
        assert!(Instant::now() < deadline, "nginx listens: {}", std::fs::read_to_string(dir.path().join("error.log")).unwrap_or_default());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Nginx { _child: child, _dir: dir }
}

/// A client on its own loopback address, as a different visitor would be.
fn client_from(last_octet: u8) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(IpAddr::V4(Ipv4Addr::new(127, 0, 0, last_octet)))
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

fn quote(i: usize) -> Value {
    json!({"name": "Jens Jensen", "email": format!("jens{i}@example.dk"), "phone": "12345678", "message": "Ny tavle i rækkehuset, tak."})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_behind_nginx_share_limits_jobs_sessions_and_pages_and_survive_a_crash() {
    let Some((_db, url)) = postgres_database().await else { return };
    let (provider, fake) = crate::translate::start().await;
    *fake.delay_ms.lock().unwrap() = 300;
    let locales = crate::translate::partial_locales();
    let outbox = tempfile::tempdir().unwrap();
    let port = free_port();
    let site = format!("http://127.0.0.1:{port}");
    let env = vec![
        ("DATABASE_URL", url.clone()),
        ("TRUSTED_PROXIES", "127.0.0.1".to_owned()),
        ("PUBLIC_URL", site.clone()),
        ("RENDER_WORKERS", "1".to_owned()),
        ("LOCALES_DIR", locales.path().display().to_string()),
        ("MAIL_OUTBOX_DIR", outbox.path().display().to_string()),
        ("TRANSLATION_PROVIDER", "libretranslate".to_owned()),
        ("TRANSLATION_API_URL", provider),
    ];
    let mut first = start_instance(&env).await;
    let second = start_instance(&env).await;
    let _nginx = start_nginx(port, &[&first.address, &second.address]).await;

    // An administrator with a second factor, signed in through the proxy.
    let output = std::process::Command::new(BIN)
        .args(["user", "create", "--email", "admin@example.dk", "--admin"])
        .env("DATABASE_URL", &url)
        .env("USER_PASSWORD", "admin-kode-1")
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let admin = client_from(9);
    let signed_in = admin.post(format!("{site}/api/auth/sign-in")).json(&json!({"email": "admin@example.dk", "password": "admin-kode-1"})).send().await.unwrap();
    assert_eq!(signed_in.status(), 200);
    let cookie = signed_in.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned();
    let enrolment: Value = admin.post(format!("{site}/api/profile/mfa")).send().await.unwrap().json().await.unwrap();
    let code = elektriker::accounts::mfa::current_code(enrolment["secret"].as_str().unwrap()).unwrap();
    assert_eq!(admin.post(format!("{site}/api/profile/mfa/verify")).json(&json!({"code": code})).send().await.unwrap().status(), 200);

    // Sessions are valid on both instances.
    for instance in [&first.address, &second.address] {
        let user: Value = reqwest::Client::new().get(format!("{instance}/api/session")).header("cookie", &cookie).send().await.unwrap().json().await.unwrap();
        assert_eq!(user["user"]["email"], "admin@example.dk", "{instance}");
        assert_eq!(user["user"]["aal"], 2);
    }

    // Limits count the real client behind the proxy: one visitor's quotes do not
    // block another's, and a forged X-Forwarded-For does not help.
    let (alice, bob) = (client_from(5), client_from(6));
    for i in 0..5 {
        let response = alice.post(format!("{site}/api/quote")).json(&quote(i)).send().await.unwrap();
        assert_eq!(response.status(), 201, "quote {i}");
    }
    let refused = alice.post(format!("{site}/api/quote")).json(&quote(5)).send().await.unwrap();
    assert_eq!(refused.status(), 429);
    let forged = alice.post(format!("{site}/api/quote")).header("x-forwarded-for", "203.0.113.99").json(&quote(6)).send().await.unwrap();
    assert_eq!(forged.status(), 429, "a client cannot pick its address");
    assert_eq!(bob.post(format!("{site}/api/quote")).json(&quote(7)).send().await.unwrap().status(), 201, "another visitor");

    // Limits are shared: five quotes split over the two instances use up one limit.
    let direct = reqwest::Client::new();
    for (i, instance) in [&first.address, &first.address, &first.address, &second.address, &second.address].iter().enumerate() {
        let response = direct.post(format!("{instance}/api/quote")).header("x-forwarded-for", "198.51.100.7").json(&quote(10 + i)).send().await.unwrap();
        assert_eq!(response.status(), 201);
    }
    let sixth = direct.post(format!("{}/api/quote", first.address)).header("x-forwarded-for", "198.51.100.7").json(&quote(20)).send().await.unwrap();
    assert_eq!(sixth.status(), 429, "the other instance's quotes counted");

    // The second instance caches the English home page (Danish hero title: the
    // partial English catalogue lacks it).
    let page = |instance: String| async move { reqwest::Client::new().get(format!("{instance}/en")).send().await.unwrap().text().await.unwrap() };
    let before = page(second.address.clone()).await;
    assert!(!before.contains("Cross-instance hero"));

    // One translation job across both instances.
    let as_admin = |instance: &str, method: reqwest::Method, path: &str| {
        reqwest::Client::new().request(method, format!("{instance}{path}")).header("cookie", &cookie).header("origin", instance)
    };
    let started = as_admin(&first.address, reqwest::Method::POST, "/api/admin/translations/jobs").send().await.unwrap();
    assert_eq!(started.status(), 202);
    let job: Value = started.json().await.unwrap();
    let again = as_admin(&second.address, reqwest::Method::POST, "/api/admin/translations/jobs").send().await.unwrap();
    assert_eq!(again.status(), 409, "the other instance knows a job runs");
    let running: Value = again.json().await.unwrap();
    assert_eq!(running["job"]["id"], job["id"]);
    let id = job["id"].as_u64().unwrap();
    let progress: Value = as_admin(&second.address, reqwest::Method::GET, &format!("/api/admin/translations/jobs/{id}")).send().await.unwrap().json().await.unwrap();
    assert_eq!(progress["total"], job["total"], "progress readable on the other instance");
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let progress: Value = as_admin(&second.address, reqwest::Method::GET, &format!("/api/admin/translations/jobs/{id}")).send().await.unwrap().json().await.unwrap();
        if progress["status"] == "complete" {
            assert_eq!(progress["completed"], progress["total"]);
            break;
        }
        assert!(Instant::now() < deadline, "the job finishes: {progress}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }

    // An approved translation made through the first instance shows on the second
    // instance's cached page through the change notification.
    let _ = page(second.address.clone()).await;
    let approved = as_admin(&first.address, reqwest::Method::PUT, "/api/admin/translations/en/hero-title")
        .json(&json!({"value": "Cross-instance hero"}))
        .send()
        .await
        .unwrap();
    assert_eq!(approved.status(), 200);
    let changed = Instant::now();
    loop {
        if page(second.address.clone()).await.contains("Cross-instance hero") {
            break;
        }
        // Through LISTEN/NOTIFY, not the 60 s reload (the bound only ends a failing run).
        assert!(changed.elapsed() < Duration::from_secs(30), "the other instance's page did not change before the reload fallback");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // An instance killed mid-load: every request through the proxy still succeeds.
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    let done = Arc::new(AtomicUsize::new(0));
    let after_kill = Arc::new(AtomicUsize::new(0));
    let killed = Arc::new(AtomicBool::new(false));
    const TOTAL: usize = 1200;
    let paths = ["/", "/en", "/om-os", "/services/elbil", "/kontakt", "/products/lamper", "/api/session"];
    let mut tasks = Vec::new();
    for worker in 0..12u8 {
        let (site, done, after_kill, killed) = (site.clone(), done.clone(), after_kill.clone(), killed.clone());
        tasks.push(tokio::spawn(async move {
            let client = client_from(20 + worker);
            let mut failures = Vec::new();
            let mut i = worker as usize;
            while done.fetch_add(1, Ordering::SeqCst) < TOTAL {
                let path = paths[i % paths.len()];
                i += 1;
                match client.get(format!("{site}{path}")).send().await {
                    Ok(response) if response.status() == 200 => {}
                    Ok(response) => failures.push(format!("{path}: {}", response.status())),
                    Err(error) => failures.push(format!("{path}: {error}")),
                }
                if killed.load(Ordering::SeqCst) {
                    after_kill.fetch_add(1, Ordering::SeqCst);
                }
            }
            failures
        }));
    }
    while done.load(Ordering::SeqCst) < TOTAL / 4 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    first.child.start_kill().unwrap();
    killed.store(true, Ordering::SeqCst);
    let mut failures = Vec::new();
    for task in tasks {
        failures.extend(task.await.unwrap());
    }
    assert!(failures.is_empty(), "{} of {TOTAL} requests failed: {failures:?}", failures.len());
    let served_after = after_kill.load(Ordering::SeqCst);
    assert!(served_after >= TOTAL / 2, "the load went on after the kill: {served_after} requests");
    let survivor: Value = reqwest::Client::new().get(format!("{}/api/session", second.address)).header("cookie", &cookie).send().await.unwrap().json().await.unwrap();
    assert_eq!(survivor["user"]["email"], "admin@example.dk");
}
