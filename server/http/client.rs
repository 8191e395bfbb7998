//! Who is asking, behind a reverse proxy too. Without `TRUSTED_PROXIES` the client is
//! the TCP peer and `X-Forwarded-*` headers are ignored (anyone can send them). With
//! it, a request from a trusted proxy names its client in `X-Forwarded-For`: the
//! right-most hop that is not itself a trusted proxy (hops to its left could be forged
//! by the client); `X-Forwarded-Proto: https` from a trusted proxy means https.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::{ConnectInfo, FromRef, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use ipnet::IpNet;

use super::ApiError;

/// The proxies whose forwarding headers are believed.
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(Arc<Vec<IpNet>>);

impl TrustedProxies {
    /// Parses `10.0.0.0/8, 192.168.1.10, ::1` (addresses or CIDRs, comma or space
    /// separated).
    pub fn parse(list: &str) -> anyhow::Result<TrustedProxies> {
        let mut nets = Vec::new();
        for item in list.split([',', ' ']).map(str::trim).filter(|s| !s.is_empty()) {
            let net = match item.parse::<IpNet>() {
                Ok(net) => net,
                Err(_) => item
                    .parse::<IpAddr>()
                    .map(IpNet::from)
                    .map_err(|_| anyhow::anyhow!("TRUSTED_PROXIES: {item:?} is not an address or a CIDR range"))?,
            };
            nets.push(net);
        }
        Ok(TrustedProxies(Arc::new(nets)))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn trusts(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.0.iter().any(|net| net.contains(&ip))
    }

    /// The client of a request that arrived from `peer`.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = canonical(peer);
        if !self.trusts(peer) {
            return peer;
        }
        let hops: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .collect();
        let mut client = peer;
        for hop in hops.iter().rev() {
            let Some(ip) = parse_hop(hop) else { break };
            client = ip;
            if !self.trusts(ip) {
                break;
            }
        }
        client
    }

    /// True when the request reached the proxy over https (a trusted proxy says so).
    pub fn forwarded_https(&self, peer: IpAddr, headers: &HeaderMap) -> bool {
        self.trusts(peer)
            && headers
                .get("x-forwarded-proto")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.split(',').next())
                .is_some_and(|v| v.trim().eq_ignore_ascii_case("https"))
    }
}

/// IPv4 addresses mapped into IPv6 (`::ffff:10.0.0.1`) compare as IPv4.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(ip),
        v4 => v4,
    }
}

/// `203.0.113.7`, `[2001:db8::1]:443`, `203.0.113.7:5123`.
fn parse_hop(hop: &str) -> Option<IpAddr> {
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(canonical(ip));
    }
    hop.parse::<SocketAddr>().ok().map(|s| canonical(s.ip()))
}

/// Extractor: the client's address (see the module comment).
#[derive(Debug, Clone, Copy)]
pub struct ClientAddr(pub IpAddr);

impl<S> FromRequestParts<S> for ClientAddr
where
    S: Send + Sync,
    TrustedProxies: FromRef<S>,
{
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<ClientAddr, ApiError> {
        let peer = peer_of(parts).ok_or_else(|| ApiError::Internal(anyhow::anyhow!("no peer address")))?;
        Ok(ClientAddr(TrustedProxies::from_ref(state).client(peer, &parts.headers)))
    }
}

/// Extractor: whether the visitor's connection is https (directly, or to a trusted
/// proxy that says so).
#[derive(Debug, Clone, Copy)]
pub struct Https(pub bool);

impl<S> FromRequestParts<S> for Https
where
    S: Send + Sync,
    TrustedProxies: FromRef<S>,
{
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Https, Self::Rejection> {
        let forwarded = peer_of(parts).is_some_and(|peer| TrustedProxies::from_ref(state).forwarded_https(peer, &parts.headers));
        Ok(Https(forwarded || parts.uri.scheme_str() == Some("https")))
    }
}

fn peer_of(parts: &Parts) -> Option<IpAddr> {
    parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(addr)| addr.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(xff: &[&str], proto: Option<&str>) -> HeaderMap {
        let mut map = HeaderMap::new();
        for value in xff {
            map.append("x-forwarded-for", value.parse().unwrap());
        }
        if let Some(proto) = proto {
            map.insert("x-forwarded-proto", proto.parse().unwrap());
        }
        map
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn without_trusted_proxies_the_peer_is_the_client() {
        let none = TrustedProxies::default();
        assert_eq!(none.client(ip("127.0.0.1"), &headers(&["203.0.113.7"], Some("https"))), ip("127.0.0.1"));
        assert!(!none.forwarded_https(ip("127.0.0.1"), &headers(&[], Some("https"))));
    }

    #[test]
    fn the_rightmost_untrusted_hop_is_the_client() {
        let proxies = TrustedProxies::parse("127.0.0.1, 10.0.0.0/8").unwrap();
        // The client claims to be 1.1.1.1; nginx appends the address it saw.
        let h = headers(&["1.1.1.1, 203.0.113.7"], None);
        assert_eq!(proxies.client(ip("127.0.0.1"), &h), ip("203.0.113.7"));
        // Two proxies: the load balancer (10.0.0.5) in front of nginx.
        let h = headers(&["1.1.1.1", "203.0.113.7, 10.0.0.5"], None);
        assert_eq!(proxies.client(ip("127.0.0.1"), &h), ip("203.0.113.7"));
        // An untrusted peer's header is ignored.
        assert_eq!(proxies.client(ip("198.51.100.2"), &h), ip("198.51.100.2"));
        // Only proxies: the left-most of them.
        assert_eq!(proxies.client(ip("127.0.0.1"), &headers(&["10.0.0.9"], None)), ip("10.0.0.9"));
        // Garbage stops the walk at the last good hop.
        assert_eq!(proxies.client(ip("127.0.0.1"), &headers(&["203.0.113.7, nonsense, 10.0.0.1"], None)), ip("10.0.0.1"));
        assert_eq!(proxies.client(ip("::ffff:127.0.0.1"), &headers(&["[2001:db8::1]:443"], None)), ip("2001:db8::1"));
    }

    #[test]
    fn https_counts_only_from_a_trusted_proxy() {
        let proxies = TrustedProxies::parse("127.0.0.1").unwrap();
        assert!(proxies.forwarded_https(ip("127.0.0.1"), &headers(&[], Some("https"))));
        assert!(!proxies.forwarded_https(ip("127.0.0.1"), &headers(&[], Some("http"))));
        assert!(!proxies.forwarded_https(ip("192.0.2.1"), &headers(&[], Some("https"))));
        assert!(TrustedProxies::parse("10.0.0.0/33").is_err());
    }
}
