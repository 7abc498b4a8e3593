package main

import (
	"net"
	"net/netip"
	"sync"
)

// maxConnsPerClient bounds the connections one client address holds open
// at once, so that a few slow clients (trickling headers or bodies) cannot
// take every connection the server has.
const maxConnsPerClient = 32

// perClientListener closes a client's connections beyond max open ones at
// accept. A client is an IPv4 address or an IPv6 /64, as the rate limiter
// counts them; exempt peers (trusted proxies, which carry many clients)
// are not counted.
type perClientListener struct {
	net.Listener
	max    int
	exempt func(netip.Addr) bool

	mu   sync.Mutex
	open map[netip.Prefix]int
}

func limitConnsPerClient(ln net.Listener, max int, exempt func(netip.Addr) bool) net.Listener {
	return &perClientListener{Listener: ln, max: max, exempt: exempt, open: map[netip.Prefix]int{}}
}

func (l *perClientListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		ap, err := netip.ParseAddrPort(c.RemoteAddr().String())
		addr := ap.Addr().Unmap()
		if err != nil || l.exempt(addr) {
			return c, nil
		}
		bits := 32
		if addr.Is6() {
			bits = 64
		}
		client, _ := addr.Prefix(bits)
		l.mu.Lock()
		if l.open[client] >= l.max {
			l.mu.Unlock()
			c.Close()
			continue
		}
		l.open[client]++
		l.mu.Unlock()
		return &countedConn{Conn: c, release: sync.OnceFunc(func() {
			l.mu.Lock()
			if l.open[client]--; l.open[client] <= 0 {
				delete(l.open, client)
			}
			l.mu.Unlock()
		})}, nil
	}
}

// countedConn gives its slot back when it closes.
type countedConn struct {
	net.Conn
	release func()
}

func (c *countedConn) Close() error {
	c.release()
	return c.Conn.Close()
}
