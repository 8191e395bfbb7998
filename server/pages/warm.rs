//! No visitor waits for a cold render: at start-up, and whenever the data behind the
//! pages changes (the platform's `Changes` generation moves: a translation, the
//! catalogue, another instance's change), every shared page a visitor can reach by a
//! link (each public path of the sitemap in each language, and the sign-in page) is
//! rendered in the background, one at a time and only while a render slot is free,
//! so visitors' renders go first. A visitor asking for a page while its warm render
//! runs waits for that render (the cache's single flight); these pages are also known
//! to the gate as the server's own work, so a client asking for many of them at once
//! is never refused for its share (there are only so many, each rendered once).

use std::collections::HashSet;
use std::sync::RwLock;
use std::time::Duration;

use tokio::sync::watch;

use super::Pages;
use crate::i18n::Lang;

/// What the warmer knows and has done.
pub struct Warmer {
    /// The shared pages' cache keys of the last pass.
    known: RwLock<HashSet<String>>,
    /// The generation the last finished pass warmed.
    warmed: watch::Sender<Option<u64>>,
}

impl Warmer {
    pub fn new() -> Warmer {
        Warmer { known: RwLock::default(), warmed: watch::channel(None).0 }
    }

    /// Whether `key` is one of the pages the warmer renders.
    pub fn knows(&self, key: &str) -> bool {
        self.known.read().unwrap().contains(key)
    }

    /// Returns once a pass has learned (and, when warming, rendered) the pages of
    /// generation `generation` or a later one.
    pub async fn warmed(&self, generation: u64) {
        let mut receiver = self.warmed.subscribe();
        let _ = receiver.wait_for(|g| g.is_some_and(|g| g >= generation)).await;
    }
}

/// The paths (language-neutral) the warmer renders in each language.
async fn paths(pages: &Pages) -> Vec<String> {
    let mut paths = super::seo::public_paths(pages).await;
    paths.push("/auth".into());
    paths
}

/// Learns the shared pages now and after every change, and warms them when `warm`
/// (`PAGE_WARMUP`), for as long as the server runs. Without warming the gate still
/// knows them (a cold server does not refuse a client many of them at once).
pub async fn run(pages: Pages, warm: bool) {
    let mut done: Option<u64> = None;
    loop {
        let generation = pages.cache.generation();
        if done != Some(generation) {
            let keys = learn(&pages).await;
            if warm && pages.cache.enabled() {
                let rendered = pass(&pages, keys).await;
                tracing::info!(generation, rendered, "shared pages warmed");
            }
            done = Some(generation);
            pages.warmer.warmed.send_replace(Some(generation));
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

/// The cache keys (and what to render for each) of every page the warmer knows,
/// remembered for the gate.
async fn learn(pages: &Pages) -> Vec<(String, String)> {
    let paths = paths(pages).await;
    let keys: Vec<(String, String)> = Lang::ALL
        .iter()
        .flat_map(|lang| paths.iter().map(move |path| super::render::shared_key(*lang, path, None, &[], false)))
        .collect();
    pages.warmer.known.write().unwrap().extend(keys.iter().map(|(key, _)| key.clone()));
    keys
}

/// One pass: every known page not in the cache is rendered. Answers how many were.
async fn pass(pages: &Pages, keys: Vec<(String, String)>) -> usize {
    let mut rendered = 0;
    for (key, canonical) in keys {
        if pages.cache.contains(&key) {
            continue;
        }
        // Low priority: only a free slot, never one a visitor waits for.
        let turn = loop {
            if let Some(turn) = pages.gate.try_enter() {
                break turn;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        };
        let render = super::render::shared_render(pages.clone(), canonical, false, turn);
        pages.cache.render_once(&key, move || render).await;
        rendered += 1;
    }
    rendered
}
