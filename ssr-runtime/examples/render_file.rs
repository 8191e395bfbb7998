//! Renders a request with a bundle, many times, and prints the time per render.
//! `cargo run --release -p ssr-runtime --example render_file -- BUNDLE REQUEST.json [N]`
use std::time::{Duration, Instant};

use ssr_runtime::{Pool, PoolConfig, RenderRequest};

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bundle = std::fs::read_to_string(&args[1]).expect("bundle");
    let request: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&args[2]).expect("request")).unwrap();
    let n: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(100);
    let request = RenderRequest {
        url: request["url"].as_str().unwrap().into(),
        lang: request["lang"].as_str().unwrap().into(),
        messages: request["messages"].clone(),
        data: request["data"].clone(),
    };
    let started = Instant::now();
    let pool = Pool::new(bundle, PoolConfig { workers: 1, timeout: Duration::from_secs(10), queue: 4 }).expect("pool");
    println!("startup_ms {:.1}", started.elapsed().as_secs_f64() * 1000.0);
    let first = pool.render(&request).await;
    match &first {
        Ok(out) if n == 0 => println!("{}\n{}", out.head, out.html),
        Ok(_) => {}
        Err(e) => {
            eprintln!("{e}\n{}", e.stack().unwrap_or(""));
            std::process::exit(1);
        }
    }
    let started = Instant::now();
    for _ in 0..n {
        pool.render(&request).await.unwrap();
    }
    if n > 0 {
        println!("render_ms {:.3}", started.elapsed().as_secs_f64() * 1000.0 / n as f64);
    }
    // As the server sends it: the catalogue by name once the runtime has parsed it.
    let by_name = RenderRequest {
        url: request.url.clone(),
        lang: request.lang.clone(),
        messages: serde_json::json!({"key": request.messages["key"], "lang": request.messages["lang"]}),
        data: request.data.clone(),
    };
    let started = Instant::now();
    for _ in 0..n {
        let out = pool.render(&by_name).await.unwrap();
        assert!(!out.need_messages, "the runtime kept the catalogue");
    }
    if n > 0 {
        println!("render_by_name_ms {:.3}", started.elapsed().as_secs_f64() * 1000.0 / n as f64);
    }
}
