-- wrk script for make bench. BENCH_MODE:
--   plain         the URL given to wrk (headers with -H)
--   random-query  the home page with a different ?utm_source= every request
--   soak          a mix of public pages, 10 % a signed-in /profile (BENCH_COOKIE)
--   paths         a random line of the file BENCH_PATHS each request, each from its own
--                 client address (X-Forwarded-For; make bench-scale)
-- Prints the percentiles make bench reads (microseconds) and the error counts (status:
-- answers that were not 2xx/3xx).
local mode = os.getenv("BENCH_MODE") or "plain"
local cookie = os.getenv("BENCH_COOKIE") or ""
local product = os.getenv("BENCH_PRODUCT") or "/"
local public = { "/", "/om-os", "/services", "/services/elbil", "/kontakt", "/products/lamper",
                 "/collections/smart-home", "/en", "/en/om-os", "/de/kontakt", product }
local counter = 0
local paths = {}

init = function(args)
  math.randomseed(os.time() + (tonumber(tostring({}):sub(8), 16) or 0))
  if mode == "paths" then
    for line in io.lines(os.getenv("BENCH_PATHS")) do paths[#paths + 1] = line end
  end
end

request = function()
  if mode == "paths" then
    local address = "10." .. math.random(0, 99) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
    return wrk.format("GET", paths[math.random(#paths)], { ["X-Forwarded-For"] = address })
  elseif mode == "random-query" then
    counter = counter + 1
    return wrk.format("GET", "/?utm_source=" .. math.random(1, 1000000000) .. "-" .. counter)
  elseif mode == "soak" then
    if math.random() < 0.1 then
      return wrk.format("GET", "/profile", { ["Cookie"] = cookie })
    end
    return wrk.format("GET", public[math.random(#public)])
  end
  return wrk.format()
end

done = function(summary, latency, requests)
  io.write(string.format("BENCH p50=%d p95=%d p99=%d max=%d requests=%d timeouts=%d errors=%d non2xx_status=%d\n",
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max,
    summary.requests, summary.errors.timeout,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status,
    summary.errors.status))
end
